// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{the number of bounds (1) must equal the rank of the tensor (2)}}
func.func @wrong_count(%arg0: tensor<?x5xf32, #stablehlo.bounds<3>>) {
  return
}

// -----

// expected-error @+1 {{static dimension 1 cannot have a bound, use '?' instead of 5}}
func.func @bound_on_static_dim(%arg0: tensor<?x5xf32, #stablehlo.bounds<3, 5>>) {
  return
}

// -----

// expected-error @+1 {{bounds must be >= 0 or '?', got -2}}
func.func @negative_bound(%arg0: tensor<?xf32, #stablehlo.type_extensions<bounds = [-2]>>) {
  return
}

// -----

// expected-error @+1 {{expected 'bounds'}}
func.func @malformed_long_form(%arg0: tensor<?xf32, #stablehlo.type_extensions<bound = [2]>>) {
  return
}

// -----

// expected-error @+1 {{unknown stablehlo attribute: boundz}}
func.func @unknown_attribute(%arg0: tensor<?xf32, #stablehlo.boundz<2>>) {
  return
}
