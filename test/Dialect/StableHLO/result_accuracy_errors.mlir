// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @negative(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{Negative tolerance}}
  %0 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = -1.0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negative_ulps(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{Negative tolerance}}
  %0 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = -1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tolerance_with_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{Invalid tolerances for ResultAccuracyAttr with mode HIGHEST, must be all zero.}}
  %0 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<rtol = 1.0, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tolerance_with_default(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{Invalid tolerances for ResultAccuracyAttr with mode DEFAULT, must be all zero.}}
  %0 = stablehlo.rsqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 3, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @no_mode(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected 'mode'}}
  %0 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.0, >} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @not_an_accuracy(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'result_accuracy' failed to satisfy constraint}}
  %0 = stablehlo.logistic %arg0 {result_accuracy = 1 : i32} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
