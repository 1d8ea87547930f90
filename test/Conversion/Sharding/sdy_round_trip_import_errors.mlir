// xla.sdy.* strings that don't hold what they should.
// RUN: hlokit-opt %s -split-input-file \
// RUN:   -xla-sdy-round-trip-import-shardy-attrs -verify-diagnostics

// expected-error @+1 {{cannot parse xla.sdy.meshes "{mesh = #sdy.mesh<["a"=]>}": expected integer value}}
module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=]>}"}} {
}

// -----

// expected-error @+1 {{xla.sdy.meshes holds "mesh", not a builtin.dictionary}}
module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "\22mesh\22"}} {
}

// -----

// expected-error @+1 {{xla.sdy.meshes maps 'mesh' to 1 : i64, not a mesh}}
module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = 1}"}} {
}

// -----

// expected-error @+1 {{cannot parse xla.sdy.meshes "#sdy.mesh<[": unbalanced '[' character in pretty dialect name}}
module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = \22#sdy.mesh<[\22}"}} {
}

// -----

// expected-error @+1 {{xla.sdy.meshes names mesh 'mesh', and the module has that symbol already}}
module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}"}} {
  func.func private @mesh()
}

// -----

// expected-error @+1 {{arg 0: cannot parse xla.sdy.sharding "#sdy.sharding<@mesh": unbalanced '<' character in pretty dialect name}}
func.func @bad_arg(%arg0: tensor<8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh"}}) {
  return
}

// -----

// expected-error @+1 {{arg 0: xla.sdy.sharding holds #sdy.mesh<[]>, not a sdy.sharding}}
func.func @not_a_sharding(%arg0: tensor<8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.mesh<[]>"}}) {
  return
}

// -----

func.func @trailing(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{cannot parse xla.sdy.sharding "#sdy.sharding_per_value<[]> x": unexpected text after the attribute}}
  %0 = stablehlo.negate %arg0 {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[]> x"}} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @bad_rule(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error-re @+1 {{cannot parse xla.sdy.sharding_rule "not a rule": {{.+}}}}
  %0 = stablehlo.negate %arg0 {mhlo.frontend_attributes = {xla.sdy.sharding_rule = "not a rule"}} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_not_a_rule(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{xla.sdy.sharding_rule holds #sdy.mesh<[]>, not a sdy.op_sharding_rule}}
  %0 = stablehlo.negate %arg0 {mhlo.frontend_attributes = {xla.sdy.sharding_rule = "#sdy.mesh<[]>"}} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_not_a_string(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{xla.sdy.sharding_rule holds 1 : i64, not a string}}
  %0 = stablehlo.negate %arg0 {mhlo.frontend_attributes = {xla.sdy.sharding_rule = 1}} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @sharding_not_a_string(%arg0: tensor<8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = 1}}) {
  // expected-error @-1 {{arg 0: xla.sdy.sharding holds 1 : i64, not a string}}
  return
}

// -----

module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}"}} {
  func.func @func_result_two_shardings(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    // expected-error @+1 {{expected xla.sdy.FuncResultSharding with one operand, one result and one xla.sdy.sharding}}
    %0 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%arg0) {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{}]>]>"}} : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
