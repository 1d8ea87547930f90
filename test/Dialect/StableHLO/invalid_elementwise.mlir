// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// Ops whose operands and result share one type: <op>_c1 for the result and
// (binary ops) for the operands, and the element types each op accepts.

func.func @cbrt_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{cbrt_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.cbrt %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @cbrt_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.cbrt' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.cbrt %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @cbrt_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.cbrt' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.cbrt %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @ceil_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{ceil_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.ceil %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @ceil_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.ceil' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.ceil %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @ceil_element_type_complex_f32(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error-re @+1 {{'stablehlo.ceil' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.ceil %arg0 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @count_leading_zeros_c1(%arg0: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{count_leading_zeros_c1: result type 'tensor<3xi32>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.count_leading_zeros %arg0 : (tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @count_leading_zeros_element_type_f32(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.count_leading_zeros' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.count_leading_zeros %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @count_leading_zeros_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.count_leading_zeros' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.count_leading_zeros %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @cosine_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{cosine_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.cosine %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @cosine_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.cosine' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.cosine %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @cosine_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.cosine' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.cosine %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @exponential_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{exponential_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.exponential %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @exponential_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.exponential' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.exponential %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @exponential_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.exponential' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.exponential %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @exponential_minus_one_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{exponential_minus_one_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.exponential_minus_one %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @exponential_minus_one_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.exponential_minus_one' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.exponential_minus_one %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @exponential_minus_one_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.exponential_minus_one' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.exponential_minus_one %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @floor_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{floor_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.floor %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @floor_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.floor' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.floor %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @floor_element_type_complex_f32(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error-re @+1 {{'stablehlo.floor' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.floor %arg0 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @log_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{log_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.log %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @log_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.log' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.log %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @log_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.log' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.log %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @log_plus_one_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{log_plus_one_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.log_plus_one %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @log_plus_one_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.log_plus_one' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.log_plus_one %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @log_plus_one_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.log_plus_one' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.log_plus_one %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @logistic_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{logistic_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.logistic %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @logistic_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.logistic' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.logistic %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @logistic_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.logistic' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.logistic %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @negate_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{negate_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.negate %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @negate_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.negate' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.negate %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @square_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{square_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.square %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @square_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.square' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.square %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @not_c1(%arg0: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{not_c1: result type 'tensor<3xi32>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.not %arg0 : (tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @not_element_type_f32(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.not' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.not %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @popcnt_c1(%arg0: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{popcnt_c1: result type 'tensor<3xi32>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.popcnt %arg0 : (tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @popcnt_element_type_f32(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.popcnt' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.popcnt %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @popcnt_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.popcnt' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.popcnt %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @round_nearest_afz_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{round_nearest_afz_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.round_nearest_afz %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @round_nearest_afz_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.round_nearest_afz' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.round_nearest_afz %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @round_nearest_afz_element_type_complex_f32(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error-re @+1 {{'stablehlo.round_nearest_afz' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.round_nearest_afz %arg0 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @round_nearest_even_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{round_nearest_even_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.round_nearest_even %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @round_nearest_even_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.round_nearest_even' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.round_nearest_even %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @round_nearest_even_element_type_complex_f32(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error-re @+1 {{'stablehlo.round_nearest_even' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.round_nearest_even %arg0 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @rsqrt_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{rsqrt_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.rsqrt %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @rsqrt_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.rsqrt' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.rsqrt %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @rsqrt_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.rsqrt' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.rsqrt %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @sign_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{sign_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.sign %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @sign_element_type_ui32(%arg0: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error-re @+1 {{'stablehlo.sign' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xui32>'}}
  %0 = stablehlo.sign %arg0 : tensor<2xui32>
  return %0 : tensor<2xui32>
}

// -----

func.func @sign_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.sign' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.sign %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @sine_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{sine_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.sine %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @sine_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.sine' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.sine %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @sine_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.sine' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.sine %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @sqrt_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{sqrt_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.sqrt %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @sqrt_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.sqrt' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.sqrt %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @sqrt_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.sqrt' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.sqrt %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @tan_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{tan_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.tan %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @tan_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.tan' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.tan %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @tan_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.tan' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.tan %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @tanh_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{tanh_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.tanh %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @tanh_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.tanh' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.tanh %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @tanh_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.tanh' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.tanh %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @add_c1_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{add_c1: operand types 'tensor<2xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @add_c1_result(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{add_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.add %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @add_element_type_i2(%arg0: tensor<2xi3>) -> tensor<2xi3> {
  // expected-error-re @+1 {{'stablehlo.add' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi3>'}}
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xi3>
  return %0 : tensor<2xi3>
}

// -----

func.func @atan2_c1_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{atan2_c1: operand types 'tensor<2xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = stablehlo.atan2 %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @atan2_c1_result(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{atan2_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.atan2 %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @atan2_element_type_i32(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.atan2' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.atan2 %arg0, %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @atan2_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.atan2' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.atan2 %arg0, %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @divide_c1_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{divide_c1: operand types 'tensor<2xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = stablehlo.divide %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @divide_c1_result(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{divide_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.divide %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @divide_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.divide' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.divide %arg0, %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @maximum_c1_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{maximum_c1: operand types 'tensor<2xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = stablehlo.maximum %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @maximum_c1_result(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{maximum_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.maximum %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @maximum_element_type_i2(%arg0: tensor<2xi3>) -> tensor<2xi3> {
  // expected-error-re @+1 {{'stablehlo.maximum' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi3>'}}
  %0 = stablehlo.maximum %arg0, %arg0 : tensor<2xi3>
  return %0 : tensor<2xi3>
}

// -----

func.func @minimum_c1_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{minimum_c1: operand types 'tensor<2xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = stablehlo.minimum %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @minimum_c1_result(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{minimum_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.minimum %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @minimum_element_type_i2(%arg0: tensor<2xi3>) -> tensor<2xi3> {
  // expected-error-re @+1 {{'stablehlo.minimum' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi3>'}}
  %0 = stablehlo.minimum %arg0, %arg0 : tensor<2xi3>
  return %0 : tensor<2xi3>
}

// -----

func.func @multiply_c1_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{multiply_c1: operand types 'tensor<2xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = stablehlo.multiply %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @multiply_c1_result(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{multiply_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.multiply %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @multiply_element_type_i2(%arg0: tensor<2xi3>) -> tensor<2xi3> {
  // expected-error-re @+1 {{'stablehlo.multiply' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi3>'}}
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<2xi3>
  return %0 : tensor<2xi3>
}

// -----

func.func @power_c1_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{power_c1: operand types 'tensor<2xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = stablehlo.power %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @power_c1_result(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{power_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.power %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @power_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.power' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.power %arg0, %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @remainder_c1_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{remainder_c1: operand types 'tensor<2xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = stablehlo.remainder %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @remainder_c1_result(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{remainder_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.remainder %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @remainder_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.remainder' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.remainder %arg0, %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @shift_left_c1_operands(%arg0: tensor<2xi32>, %arg1: tensor<3xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{shift_left_c1: operand types 'tensor<2xi32>' and 'tensor<3xi32>' are not compatible}}
  %0 = stablehlo.shift_left %arg0, %arg1 : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @shift_left_c1_result(%arg0: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{shift_left_c1: result type 'tensor<3xi32>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.shift_left %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @shift_left_element_type_f32(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.shift_left' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.shift_left %arg0, %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @shift_left_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.shift_left' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.shift_left %arg0, %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @shift_right_arithmetic_c1_operands(%arg0: tensor<2xi32>, %arg1: tensor<3xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{shift_right_arithmetic_c1: operand types 'tensor<2xi32>' and 'tensor<3xi32>' are not compatible}}
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg1 : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @shift_right_arithmetic_c1_result(%arg0: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{shift_right_arithmetic_c1: result type 'tensor<3xi32>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @shift_right_arithmetic_element_type_f32(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.shift_right_arithmetic' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @shift_right_arithmetic_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.shift_right_arithmetic' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @shift_right_logical_c1_operands(%arg0: tensor<2xi32>, %arg1: tensor<3xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{shift_right_logical_c1: operand types 'tensor<2xi32>' and 'tensor<3xi32>' are not compatible}}
  %0 = stablehlo.shift_right_logical %arg0, %arg1 : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @shift_right_logical_c1_result(%arg0: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{shift_right_logical_c1: result type 'tensor<3xi32>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.shift_right_logical %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @shift_right_logical_element_type_f32(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.shift_right_logical' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.shift_right_logical %arg0, %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @shift_right_logical_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.shift_right_logical' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.shift_right_logical %arg0, %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @subtract_c1_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{subtract_c1: operand types 'tensor<2xf32>' and 'tensor<3xf32>' are not compatible}}
  %0 = stablehlo.subtract %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @subtract_c1_result(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{subtract_c1: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.subtract %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @subtract_element_type_i1(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.subtract' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.subtract %arg0, %arg0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @and_c1_operands(%arg0: tensor<2xi32>, %arg1: tensor<3xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{and_c1: operand types 'tensor<2xi32>' and 'tensor<3xi32>' are not compatible}}
  %0 = stablehlo.and %arg0, %arg1 : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @and_c1_result(%arg0: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{and_c1: result type 'tensor<3xi32>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.and %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @and_element_type_f32(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.and' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.and %arg0, %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @or_c1_operands(%arg0: tensor<2xi32>, %arg1: tensor<3xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{or_c1: operand types 'tensor<2xi32>' and 'tensor<3xi32>' are not compatible}}
  %0 = stablehlo.or %arg0, %arg1 : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @or_c1_result(%arg0: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{or_c1: result type 'tensor<3xi32>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.or %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @or_element_type_f32(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.or' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.or %arg0, %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @xor_c1_operands(%arg0: tensor<2xi32>, %arg1: tensor<3xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{xor_c1: operand types 'tensor<2xi32>' and 'tensor<3xi32>' are not compatible}}
  %0 = stablehlo.xor %arg0, %arg1 : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @xor_c1_result(%arg0: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{xor_c1: result type 'tensor<3xi32>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.xor %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @xor_element_type_f32(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.xor' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.xor %arg0, %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @add_c1_operand_element_types(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) -> tensor<2xf32> {
  // expected-error @+1 {{add_c1: operand types 'tensor<2xf32>' and 'tensor<2xf64>' are not compatible}}
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @add_c1_result_element_type(%arg0: tensor<2xi32>) -> tensor<2xi64> {
  // expected-error @+1 {{add_c1: result type 'tensor<2xi64>' is not compatible with the inferred type 'tensor<2xi32>'}}
  %0 = stablehlo.add %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @add_c1_dynamic_rank(%arg0: tensor<?xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{add_c1: result type 'tensor<2x2xf32>' is not compatible with the inferred type 'tensor<?xf32>'}}
  %0 = stablehlo.add %arg0, %arg0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
