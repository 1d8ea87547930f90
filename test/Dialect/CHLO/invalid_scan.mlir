// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// Every numbered constraint of scan (docs/chlo.md).


// -----

func.func @scan_c1(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{scan_c1: dimension 2 is out of bounds for input 0 of type 'tensor<2x3xf32>'}}
  %0:2 = chlo.scan (%arg0) inits (%arg1) dimension = 2 {
  ^bb0(%a: tensor<3xf32>, %c: tensor<3xf32>):
    stablehlo.return %a, %a : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @scan_c2_size(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{scan_c2: input 0 has size [2] along the scan dimension, expected [3]}}
  %0:2 = chlo.scan (%arg0) inits (%arg1) dimension = 0 attributes { scan_dim_size = 3 : i64 } {
  ^bb0(%a: tensor<3xf32>, %c: tensor<3xf32>):
    stablehlo.return %a, %a : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @scan_c2_no_inputs(%arg1: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{scan_c2: a scan without inputs needs scan_dim_size}}
  %0 = chlo.scan () inits (%arg1) dimension = 0 {
  ^bb0(%c: tensor<3xf32>):
    stablehlo.return %c : tensor<3xf32>
  } : (tensor<3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @scan_c3(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{scan_c3: the body takes 2 arguments, expected 1}}
  %0 = chlo.scan (%arg0) inits () dimension = 0 {
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    stablehlo.return %a : tensor<3xf32>
  } : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @scan_c4(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{scan_c4: body argument 1 has type 'tensor<3xf32>', expected 'tensor<3xi32>'}}
  %0:2 = chlo.scan (%arg0) inits (%arg1) dimension = 0 {
  ^bb0(%a: tensor<3xf32>, %c: tensor<3xf32>):
    stablehlo.return %a, %a : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @scan_c5_carry(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{scan_c5: carry 0 is returned as 'tensor<2xf32>', expected 'tensor<3xf32>'}}
  %0:2 = chlo.scan (%arg0) inits (%arg1) dimension = 0 {
  ^bb0(%a: tensor<3xf32>, %c: tensor<3xf32>):
    %s = stablehlo.slice %a [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    stablehlo.return %a, %s : tensor<3xf32>, tensor<2xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @scan_c5_count(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{scan_c5: the body returns 1 values for 2 results and 1 inits}}
  %0:2 = chlo.scan (%arg0) inits (%arg1) dimension = 0 {
  ^bb0(%a: tensor<3xf32>, %c: tensor<3xf32>):
    stablehlo.return %a : tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @scan_c6(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{scan_c6: result 0 has type 'tensor<3x3xf32>', expected 'tensor<2x3xf32>'}}
  %0:2 = chlo.scan (%arg0) inits (%arg1) dimension = 0 {
  ^bb0(%a: tensor<3xf32>, %c: tensor<3xf32>):
    stablehlo.return %a, %a : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<3x3xf32>
}

// -----

func.func @scan_missing_types(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+5 {{expected 1 operand types, got 2}}
  %0 = chlo.scan (%arg0) inits () dimension = 0 {
  ^bb0(%a: tensor<3xf32>):
    stablehlo.return %a : tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @scan_too_few_results(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+5 {{expected 2 or more result types (outputs, then one carry per init), got 1}}
  %0 = chlo.scan() inits (%arg0, %arg1) dimension=0 attributes {scan_dim_size = 2 : i64} {
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    stablehlo.return %a : tensor<3xf32>
  } : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// The generic form can split the results otherwise.
func.func @scan_c5_segments(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{scan_c5: 0 carries for 1 inits}}
  %0:2 = "chlo.scan"(%arg0, %arg1) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 2, 0>}> ({
  ^bb0(%a: tensor<3xf32>, %c: tensor<3xf32>):
    stablehlo.return %a, %a : tensor<3xf32>, tensor<3xf32>
  }) : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}
