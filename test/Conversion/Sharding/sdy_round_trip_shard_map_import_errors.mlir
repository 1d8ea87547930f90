// RUN: hlokit-opt %s -split-input-file -xla-sdy-round-trip-shard-map-import \
// RUN:   -verify-diagnostics

func.func @operands_elsewhere(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op expected the operands of @xla.sdy.manual_computation_body to be the results of one xla.sdy.GlobalToLocalShape CustomCallOp}}
  %0 = call @xla.sdy.manual_computation_body(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @xla.sdy.manual_computation_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @results_elsewhere(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'func.call' op expected the results of @xla.sdy.manual_computation_body to be used by one xla.sdy.LocalToGlobalShape CustomCallOp}}
  %1 = call @xla.sdy.manual_computation_body(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @xla.sdy.manual_computation_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

func.func @no_in_shardings(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{expected xla.sdy.GlobalToLocalShape with xla.sdy.in_shardings in mhlo.frontend_attributes}}
  %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) : (tensor<8xf32>) -> tensor<4xf32>
  call @xla.sdy.manual_computation_body(%0) : (tensor<4xf32>) -> ()
  return
}
func.func private @xla.sdy.manual_computation_body(%arg0: tensor<4xf32>) {
  return
}

// -----

func.func @bad_manual_axes(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{xla.sdy.manual_axes holds #sdy.sharding_per_value<[]>, not a sdy.manual_axes}}
  %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[]>", xla.sdy.manual_axes = "#sdy.sharding_per_value<[]>"}} : (tensor<8xf32>) -> tensor<4xf32>
  call @xla.sdy.manual_computation_body(%0) : (tensor<4xf32>) -> ()
  return
}
func.func private @xla.sdy.manual_computation_body(%arg0: tensor<4xf32>) {
  return
}

// -----

func.func @called_twice() {
  call @xla.sdy.manual_computation_body() : () -> ()
  // expected-error @+1 {{'func.call' op expected a unique FuncOp per @xla.sdy.manual_computation_body call. Were functions maybe somehow shared/de-duped between two ManualComputations?}}
  call @xla.sdy.manual_computation_body() : () -> ()
  return
}
func.func private @xla.sdy.manual_computation_body() {
  return
}
