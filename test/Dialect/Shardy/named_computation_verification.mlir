// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @argument_count(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{number of block arguments must match the number of operands: 2 != 1}}
  %0 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<8xf32>, %arg2: tensor<8xf32>) {
    sdy.return %arg1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @argument_type(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expected the type of the 0'th block argument to match the type of the corresponding operand: 'tensor<4xf32>' vs 'tensor<8xf32>'}}
  %0 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<4xf32>) {
    %1 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    sdy.return %1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @result_type(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+2 {{'sdy.named_computation' op failed to infer returned types}}
  // expected-error @+1 {{'sdy.named_computation' op inferred type(s) 'tensor<8xf32>', 'tensor<8xf32>' are incompatible with return type(s) of operation 'tensor<8xf32>'}}
  %0 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<8xf32>) {
    sdy.return %arg1, %arg1 : tensor<8xf32>, tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

func.func @in_sharding_count(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.named_computation' op in_shardings shardings don't match number of values: 2 shardings vs 1 values}}
  %0 = sdy.named_computation<"f">(%arg0) in_shardings=[<@mesh, [{}]>, <@mesh, [{}]>] (%arg1: tensor<8xf32>) {
    sdy.return %arg1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

func.func @out_sharding_axis(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-error @+1 {{'sdy.named_computation' op out_shardings 1 - unknown axis name: "b"}}
  %0:2 = sdy.named_computation<"f">(%arg0, %arg1) out_shardings=[<@mesh, [{}]>, <@mesh, [{"b"}]>] (%arg2: tensor<8xf32>, %arg3: tensor<8xf32>) {
    sdy.return %arg2, %arg3 : tensor<8xf32>, tensor<8xf32>
  } : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @unknown_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.named_computation' op in_shardings - unknown mesh: @unknown}}
  %0 = sdy.named_computation<"f">(%arg0) in_shardings=[<@unknown, [{}]>] (%arg1: tensor<8xf32>) {
    sdy.return %arg1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @not_isolated(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @+1 {{required by region isolation constraints}}
  %0 = sdy.named_computation<"f">() () {
    // expected-error @+1 {{'stablehlo.abs' op using value defined outside the region}}
    %1 = stablehlo.abs %arg0 : tensor<8xf32>
    sdy.return %1 : tensor<8xf32>
  } : () -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @return_outside(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.return' op expects parent op to be one of 'sdy.manual_computation, sdy.named_computation'}}
  sdy.return %arg0 : tensor<8xf32>
}
