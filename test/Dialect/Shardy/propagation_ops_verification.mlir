// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @constant_type(%arg0: tensor<2xf32>) {
  // expected-error @+2 {{'sdy.constant' op failed to infer returned types}}
  // expected-error @+1 {{'sdy.constant' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %0 = "sdy.constant"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<3xf32>
  return
}

// -----

func.func @constant_without_value() {
  // expected-error @+1 {{'sdy.constant' op requires attribute 'value'}}
  %0 = "sdy.constant"() : () -> tensor<2xf32>
  return
}

// -----

func.func @constant_dynamic() {
  // expected-error @+1 {{elements literal type must have static shape}}
  %0 = sdy.constant dense<1.0> : tensor<?xf32>
  return
}

// -----

func.func @barrier_both(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.propagation_barrier' op cannot specify `BOTH` as the direction. Not blocking propagation direction makes the op redundant.}}
  %0 = sdy.propagation_barrier %arg0 allowed_direction=BOTH : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @sharding_group_unranked(%arg0: tensor<*xf32>) {
  // expected-error @+1 {{'sdy.sharding_group' op operand #0 must be ranked tensor of any type values}}
  "sdy.sharding_group"(%arg0) <{group_id = 1 : i64}> : (tensor<*xf32>) -> ()
  return
}

// -----

func.func @data_flow_edge_dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'sdy.data_flow_edge' op expected sdy.data_flow_edge to have a static-shaped result. type: 'tensor<?xf32>'}}
  %0 = sdy.data_flow_edge %arg0 : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @data_flow_edge_two_users(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-error @+1 {{'sdy.data_flow_edge' op expected input of sdy.data_flow_edge to have a single user}}
  %0 = sdy.data_flow_edge %arg0 : tensor<8xf32>
  return %arg0, %0 : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @data_flow_edge_of_sdy_op(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @+1 {{sdy op defining the input of the sdy.data_flow_edge}}
  %0 = sdy.propagation_barrier %arg0 allowed_direction=NONE : tensor<8xf32>
  // expected-error @+1 {{'sdy.data_flow_edge' op expected input of sdy.data_flow_edge to not be defined by an SdyDialect op (other than an sdy.named_computation).}}
  %1 = sdy.data_flow_edge %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

// The edges of a named computation are its own; its results may own one.
func.func @data_flow_edge_of_named_computation(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<8xf32>) {
    sdy.return %arg1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"a"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

func.func @data_flow_edge_sharding(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.data_flow_edge' op sharding doesn't match tensor rank: 2 != 1}}
  %0 = sdy.data_flow_edge %arg0 sharding=<@mesh, [{}, {"a"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

func.func @data_flow_edge_manual_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @+1 {{parent bounding this axis as manual}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg1: tensor<4xf32>) {
    %1:2 = stablehlo.optimization_barrier %arg1, %arg1 : tensor<4xf32>, tensor<4xf32>
    // expected-error @+1 {{'sdy.data_flow_edge' op operates on axis "a" which is already bound by a parent sdy.manual_computation op}}
    %2 = sdy.data_flow_edge %1#0 sharding=<@mesh, [{"a"}]> : tensor<4xf32>
    sdy.return %2 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @func_data_flow_edge_dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'sdy.func_data_flow_edge' op expected sdy.func_data_flow_edge to have a static-shaped result. type: 'tensor<?xf32>'}}
  %0 = sdy.func_data_flow_edge %arg0 : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @func_data_flow_edge_two_users(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-error @+1 {{'sdy.func_data_flow_edge' op expected operand of sdy.func_data_flow_edge to have a single user}}
  %0 = sdy.func_data_flow_edge %arg0 : tensor<8xf32>
  return %arg0, %0 : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @func_data_flow_edge_not_call(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8xf32>
  // expected-error @+1 {{'sdy.func_data_flow_edge' op expected operand of sdy.func_data_flow_edge to be a result of call op.}}
  %1 = sdy.func_data_flow_edge %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

func.func @func_data_flow_edge_not_func_arg(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<8xf32>) {
    // expected-error @+1 {{'sdy.func_data_flow_edge' op expected operand of sdy.func_data_flow_edge to be a block argument of a func op.}}
    %1 = sdy.func_data_flow_edge %arg1 : tensor<8xf32>
    sdy.return %1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
