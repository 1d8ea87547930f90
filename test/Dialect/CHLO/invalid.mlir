// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// Every numbered constraint of docs/chlo.md, and the element types the ops
// accept.

func.func @broadcast_add_c1(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{broadcast_add_c1: broadcast_dimensions [0, 1] has 2 entries but the lower-ranked operand has rank 1}}
  %0 = chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @broadcast_add_c2_range(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{broadcast_add_c2: broadcast_dimensions [2] must be unique and in [0, 2)}}
  %0 = chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @broadcast_add_c2_unique(%arg0: tensor<4x4xf32>, %arg1: tensor<3x4x4xf32>) -> tensor<3x4x4xf32> {
  // expected-error @+1 {{broadcast_add_c2: broadcast_dimensions [1, 1] must be unique and in [0, 3)}}
  %0 = chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 1, 1>} : (tensor<4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
  return %0 : tensor<3x4x4xf32>
}

// -----

func.func @broadcast_add_c3_numpy(%arg0: tensor<3xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{broadcast_add_c3: dimension 0 of 'tensor<3xf32>' (size [3]) does not broadcast with size [4]}}
  %0 = chlo.broadcast_add %arg0, %arg1 : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @broadcast_multiply_c3_explicit(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{broadcast_multiply_c3: dimension 0 of 'tensor<4xf32>' (size [4]) does not broadcast with size [3]}}
  %0 = chlo.broadcast_multiply %arg0, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @broadcast_subtract_c4(%arg0: tensor<4xf32>, %arg1: tensor<4xf64>) -> tensor<4xf32> {
  // expected-error @+1 {{broadcast_subtract_c4: lhs element type 'f32' differs from rhs element type 'f64'}}
  %0 = chlo.broadcast_subtract %arg0, %arg1 : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @broadcast_divide_c5(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{broadcast_divide_c5: result type 'tensor<4x4xf32>' is incompatible with the inferred 'tensor<3x4xf32>'}}
  %0 = chlo.broadcast_divide %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @broadcast_maximum_c5_bound(%arg0: tensor<?xf32, #stablehlo.bounds<4>>, %arg1: tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<9xf32> {
  // expected-error @+1 {{broadcast_maximum_c5: result type 'tensor<9xf32>' is incompatible with the inferred 'tensor<?xf32, #stablehlo.bounds<8>>'}}
  %0 = chlo.broadcast_maximum %arg0, %arg1 : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<9xf32>
  return %0 : tensor<9xf32>
}

// -----

func.func @broadcast_compare_c5(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<5xi1> {
  // expected-error @+1 {{broadcast_compare_c5: result type 'tensor<5xi1>' is incompatible with the inferred 'tensor<4xi1>'}}
  %0 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction EQ>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}

// -----

func.func @broadcast_compare_bad_direction(%arg0: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+2 {{expected ::hlokit::chlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{failed to parse CHLO_ComparisonDirectionAttr parameter 'value'}}
  %0 = chlo.broadcast_compare %arg0, %arg0 {comparison_direction = #chlo<comparison_direction XX>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @broadcast_complex_c5(%arg0: tensor<4xf32>) -> tensor<4xcomplex<f64>> {
  // expected-error @+1 {{broadcast_complex_c5: result element type 'complex<f64>' differs from the inferred 'complex<f32>'}}
  %0 = chlo.broadcast_complex %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}

// -----

func.func @broadcast_shift_left_float(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error-re @+1 {{'chlo.broadcast_shift_left' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<4xf32>'}}
  %0 = chlo.broadcast_shift_left %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @broadcast_add_unranked(%arg0: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error-re @+1 {{'chlo.broadcast_add' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<*xf32>'}}
  %0 = "chlo.broadcast_add"(%arg0, %arg0) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @broadcast_select_c1(%arg0: tensor<i1>, %arg1: tensor<2xf32>, %arg2: tensor<2xf64>) -> tensor<2xf32> {
  // expected-error @+1 {{broadcast_select_c1: on_true element type 'f32' differs from on_false element type 'f64'}}
  %0 = chlo.broadcast_select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @broadcast_select_c2(%arg0: tensor<3xi1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{broadcast_select_c2: dimension 0 of 'tensor<2xf32>' (size [2]) does not broadcast with size [3]}}
  %0 = chlo.broadcast_select %arg0, %arg1, %arg1 : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @broadcast_select_c3(%arg0: tensor<i1>, %arg1: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{broadcast_select_c3: result type 'tensor<3xf32>' is incompatible with the inferred 'tensor<2xf32>'}}
  %0 = chlo.broadcast_select %arg0, %arg1, %arg1 : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @next_after_c1(%arg0: tensor<4xf32>, %arg1: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{next_after_c1: operand types 'tensor<4xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = chlo.next_after %arg0, %arg1 : tensor<4xf32>, tensor<3xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @zeta_c1(%arg0: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error @+1 {{zeta_c1: result type 'tensor<4xf64>' is not compatible with the inferred type 'tensor<4xf32>'}}
  %0 = chlo.zeta %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @erf_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{erf_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = chlo.erf %arg0 : tensor<2xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @lgamma_integer(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'chlo.lgamma' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = chlo.lgamma %arg0 : tensor<2xi32> -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @is_inf_c1(%arg0: tensor<2xf32>) -> tensor<3xi1> {
  // expected-error @+1 {{is_inf_c1: result type 'tensor<3xi1>' is incompatible with the inferred 'tensor<2xi1>'}}
  %0 = chlo.is_inf %arg0 : tensor<2xf32> -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @top_k_c1(%arg0: tensor<f32>) -> (tensor<f32>, tensor<i32>) {
  // expected-error @+1 {{top_k_c1: operand must have rank >= 1, got 'tensor<f32>'}}
  %values, %indices = chlo.top_k(%arg0, k = 1) : tensor<f32> -> (tensor<f32>, tensor<i32>)
  return %values, %indices : tensor<f32>, tensor<i32>
}

// -----

func.func @top_k_c2_too_large(%arg0: tensor<3xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  // expected-error @+1 {{top_k_c2: k = 4 must be in [0, size of the last dimension [3]]}}
  %values, %indices = chlo.top_k(%arg0, k = 4) : tensor<3xf32> -> (tensor<4xf32>, tensor<4xi32>)
  return %values, %indices : tensor<4xf32>, tensor<4xi32>
}

// -----

func.func @top_k_c2_bound(%arg0: tensor<?xf32, #stablehlo.bounds<2>>) -> (tensor<3xf32>, tensor<3xi32>) {
  // expected-error @+1 {{top_k_c2: k = 3 must be in [0, size of the last dimension [2]]}}
  %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<?xf32, #stablehlo.bounds<2>> -> (tensor<3xf32>, tensor<3xi32>)
  return %values, %indices : tensor<3xf32>, tensor<3xi32>
}

// -----

func.func @top_k_c2_negative(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xi32>) {
  // expected-error @+1 {{top_k_c2: k = -1 must be in [0, size of the last dimension [3]]}}
  %values, %indices = chlo.top_k(%arg0, k = -1) : tensor<3xf32> -> (tensor<3xf32>, tensor<3xi32>)
  return %values, %indices : tensor<3xf32>, tensor<3xi32>
}

// -----

func.func @top_k_c4(%arg0: tensor<3xf32>) -> (tensor<2xf32>, tensor<2xi32>) {
  // expected-error @+1 {{top_k_c4: largest = false is not supported: top_k selects the k largest elements}}
  %values, %indices = chlo.top_k(%arg0, k = 2) {largest = false} : tensor<3xf32> -> (tensor<2xf32>, tensor<2xi32>)
  return %values, %indices : tensor<2xf32>, tensor<2xi32>
}

// -----

func.func @top_k_c3_indices(%arg0: tensor<3xf32>) -> (tensor<2xf32>, tensor<2xi64>) {
  // expected-error @+1 {{top_k_c3: result element type 'i64' differs from the inferred 'i32'}}
  %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<3xf32> -> (tensor<2xf32>, tensor<2xi64>)
  return %values, %indices : tensor<2xf32>, tensor<2xi64>
}

// -----

func.func @top_k_c3_values(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<2xi32>) {
  // expected-error @+1 {{top_k_c3: result type 'tensor<3xf32>' is incompatible with the inferred 'tensor<2xf32>'}}
  %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<3xf32> -> (tensor<3xf32>, tensor<2xi32>)
  return %values, %indices : tensor<3xf32>, tensor<2xi32>
}

// -----

func.func @constant_like_c1(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{constant_like_c1: value must be an integer or float scalar, got dense<1.000000e+00> : tensor<2xf32>}}
  %0 = "chlo.constant_like"(%arg0) {value = dense<1.0> : tensor<2xf32>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @constant_like_c1_string(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{constant_like_c1: value must be an integer or float scalar, got "one"}}
  %0 = "chlo.constant_like"(%arg0) {value = "one"} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @constant_like_c2(%arg0: tensor<1x2xi64>) -> tensor<1x2xi32> {
  // expected-error @+1 {{constant_like_c2: result element type 'i32' differs from the inferred 'f32'}}
  %0 = "chlo.constant_like"(%arg0) {value = 3.2 : f32} : (tensor<1x2xi64>) -> tensor<1x2xi32>
  return %0 : tensor<1x2xi32>
}

// -----

func.func @constant_dynamic() -> tensor<2xf32> {
  // expected-error @+2 {{'chlo.constant' op failed to infer returned types}}
  // expected-error @+1 {{'chlo.constant' op inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  %0 = "chlo.constant"() {value = dense<1.0> : tensor<3xf32>} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @mulhi_boolean(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error-re @+1 {{'chlo.mulhi' op operand #0 must be ranked tensor of {{.*}}integer values, but got 'tensor<4xi1>'}}
  %0 = "chlo.mulhi"(%arg0, %arg0) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @mulhi_c1(%arg0: tensor<4xi32>, %arg1: tensor<4xi64>) -> tensor<4xi32> {
  // expected-error @+1 {{mulhi_c1: operand types 'tensor<4xi32>' and 'tensor<4xi64>' are not compatible}}
  %0 = chlo.mulhi %arg0, %arg1 : tensor<4xi32>, tensor<4xi64> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @asin_acos_kernel_real(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'chlo._asin_acos_kernel' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = chlo._asin_acos_kernel %arg0 : tensor<2xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @asin_acos_kernel_c1(%arg0: tensor<2xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  // expected-error @+1 {{_asin_acos_kernel_c1: result type 'tensor<3xcomplex<f32>>' is not compatible with the inferred type 'tensor<2xcomplex<f32>>'}}
  %0 = chlo._asin_acos_kernel %arg0 : tensor<2xcomplex<f32>> -> tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}
