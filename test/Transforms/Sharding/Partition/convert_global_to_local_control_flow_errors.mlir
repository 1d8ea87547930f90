// RUN: hlokit-opt %s -sdy-convert-global-to-local -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["x"=2]>

func.func @while_operand_split(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x2xf32> {
  // expected-error @+1 {{'stablehlo.while' op has no local form: operand 0 has local type 'tensor<2x2xf32>' but the loop carries local type 'tensor<4x2xf32>': reshard them alike first}}
  %0 = stablehlo.while(%v = %arg0) : tensor<4x2xf32>
  cond {
    %p = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    stablehlo.return %v : tensor<4x2xf32>
  }
  return %0 : tensor<4x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @branch_returns_split(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<i1>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'stablehlo.if' op has no local form: returned value 0 has local type 'tensor<2x2xf32>' but the result has local type 'tensor<4x2xf32>': reshard them alike first}}
  %0 = "stablehlo.if"(%arg1) ({
    stablehlo.return %arg0 : tensor<4x2xf32>
  }, {
    stablehlo.return %arg0 : tensor<4x2xf32>
  }) : (tensor<i1>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @call_operand(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'func.call' op has no local form: operand 0 has local type 'tensor<4x2xf32>' but the callee takes local type 'tensor<2x2xf32>': reshard them alike first}}
  %0 = func.call @callee(%arg0) : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func @callee(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x2xf32> {
  %0 = sdy.all_gather [{"x"}, {}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @call_result(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'func.call' op has no local form: result 0 has local type 'tensor<2x2xf32>' but the callee returns local type 'tensor<4x2xf32>': reshard them alike first}}
  %0 = func.call @callee(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x2xf32>) -> tensor<4x2xf32>
  %1 = sdy.all_gather [{"x"}, {}] %0 out_sharding=<@mesh, [{}, {}]> : tensor<4x2xf32>
  return %1 : tensor<4x2xf32>
}

func.func @callee(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
  return %arg0 : tensor<4x2xf32>
}
