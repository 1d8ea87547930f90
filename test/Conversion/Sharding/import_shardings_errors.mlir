// Malformed mhlo.sharding strings and shardings sdy can't hold: located
// errors, never a crash.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-shardings \
// RUN:   -verify-diagnostics

// expected-error @+1 {{arg 0: invalid mhlo.sharding "replicated": column 1: expected '{' to start sharding attribute}}
func.func @no_brace(%arg0: tensor<4xf32> {mhlo.sharding = "replicated"}) {
  return
}

// -----

// expected-error @+1 {{arg 0: invalid mhlo.sharding "{replicated": column 12: expected '}' to end sharding attribute}}
func.func @unterminated(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated"}) {
  return
}

// -----

// expected-error @+1 {{result 0: invalid mhlo.sharding "{devices=2]0,1}": column 10: expected '[' to start sharding devices shape}}
func.func @no_shape() -> (tensor<4xf32> {mhlo.sharding = "{devices=2]0,1}"}) {
  %0 = stablehlo.constant dense<0.0> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{column 13: expected ']' to end sharding devices shape}}
func.func @open_shape(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2 0,1}"}) {
  return
}

// -----

// expected-error @+1 {{column 11: expected a tile assignment dimension}}
func.func @empty_shape(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[]0,1}"}) {
  return
}

// -----

// expected-error @+1 {{column 11: dimension sizes must be at least 1}}
func.func @zero_dim(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[0]<=[0]}"}) {
  return
}

// -----

// expected-error @+1 {{column 11: the product of the dimension sizes overflows}}
func.func @overflow(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[4294967296,4294967296]<=[2]}"}) {
  return
}

// -----

// expected-error @+1 {{column 13: expected a device id}}
func.func @no_devices(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: non-maximal shardings must have more than one device assigned}}
func.func @one_device(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[1]0}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: sharding device count 3 does not match the tile assignment size 4}}
func.func @device_count(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[4]0,1,2}"}) {
  return
}

// -----

// expected-error @+1 {{column 15: expected '[' to start sharding iota_reshape_dims}}
func.func @iota_bracket(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[4]<=4}"}) {
  return
}

// -----

// expected-error @+1 {{column 17: expected ']' to end sharding iota_reshape_dims}}
func.func @iota_close(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[4]<=[4}"}) {
  return
}

// -----

// expected-error @+1 {{column 20: expected 'T(' to start sharding devices iota_transpose_perm}}
func.func @iota_no_perm(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[4]<=[2,2]}"}) {
  return
}

// -----

// expected-error @+1 {{column 25: expected ')' to end sharding devices iota_transpose_perm}}
func.func @iota_perm_close(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[4]<=[2,2]T(1,0}"}) {
  return
}

// -----

// expected-error @+1 {{column 22: iota_transpose_perm is not a permutation of the 2 iota_reshape_dims}}
func.func @iota_bad_perm(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[4]<=[2,2]T(0,2)}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: iota tile assignment size 8 does not match the tile assignment dimensions product 4}}
func.func @iota_size(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[4]<=[8]}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: replicated shardings should not have any devices assigned}}
func.func @replicated_devices(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated device=1}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: manual shardings should not have any devices assigned}}
func.func @manual_devices(%arg0: tensor<4xf32> {mhlo.sharding = "{manual devices=[2]0,1}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: unknown shardings should not have any devices assigned}}
func.func @unknown_devices(%arg0: tensor<4xf32> {mhlo.sharding = "{unknown device=0}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: unreduced shardings should not have any devices assigned}}
func.func @unreduced_devices(%arg0: tensor<4xf32> {mhlo.sharding = "{unreduced device=0}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: maximal shardings should have exactly one device assigned}}
func.func @maximal_no_device(%arg0: tensor<4xf32> {mhlo.sharding = "{maximal}"}) {
  return
}

// -----

// expected-error @+1 {{column 10: device= attribute must be an integer}}
func.func @device_not_int(%arg0: tensor<4xf32> {mhlo.sharding = "{maximal device=x}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: non-maximal shardings must have a tile assignment list including dimensions}}
func.func @no_tiles(%arg0: tensor<4xf32> {mhlo.sharding = "{last_tile_dim_replicate}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: unknown attribute in sharding: expected device=, devices=, metadata= or last_tile_dims=}}
func.func @unknown_attribute(%arg0: tensor<4xf32> {mhlo.sharding = "{layout=1}"}) {
  return
}

// -----

// expected-error @+1 {{column 13: unexpected token 'bogus'}}
func.func @unknown_keyword(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated bogus}"}) {
  return
}

// -----

// expected-error @+1 {{column 13: unexpected token}}
func.func @punctuation(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated ;}"}) {
  return
}

// -----

// expected-error @+1 {{column 14: unexpected text after the sharding}}
func.func @trailing(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated} x"}) {
  return
}

// -----

// expected-error @+1 {{column 16: expected '{' to start a tuple element sharding}}
func.func @tuple_element(%arg0: tensor<4xf32> {mhlo.sharding = "{{replicated}, manual}"}) {
  return
}

// -----

// expected-error @+1 {{column 33: expected a sharding type (manual, replicated or unreduced) in last_tile_dims}}
func.func @subgroup_type(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]0,1 last_tile_dims={maximal}}"}) {
  return
}

// -----

// expected-error @+1 {{column 32: expected '{' to start last_tile_dims}}
func.func @subgroup_brace(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]0,1 last_tile_dims=manual}"}) {
  return
}

// -----

// expected-error @+1 {{column 39: expected '}' to end last_tile_dims}}
func.func @subgroup_close(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]0,1 last_tile_dims={manual"}) {
  return
}

// -----

// expected-error @+1 {{column 2: last_tile_dim_replicate and last_tile_dims= cannot both be given}}
func.func @both_subgroup_forms(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2,2]<=[4] last_tile_dim_replicate last_tile_dims={manual}}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: last_tile_dims= names 2 subgroup dimensions but the tile assignment has 1}}
func.func @too_many_subgroups(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2] last_tile_dims={manual, replicated}}"}) {
  return
}

// -----

// expected-error @+1 {{column 22: expected '{' to start metadata}}
func.func @metadata_brace(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated metadata=op_name}"}) {
  return
}

// -----

// expected-error @+1 {{column 22: unterminated metadata}}
func.func @metadata_open(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated metadata={op_name=\22a}"}) {
  return
}

// -----

// expected-error @+1 {{column 51: expected '}' to end metadata}}
func.func @metadata_list(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated metadata={{op_name=\22a\22}, {op_name=\22b\22}"}) {
  return
}

// -----

// expected-error @+1 {{column 21: expected a shard group id}}
func.func @shard_group_id(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated shard_as}"}) {
  return
}

// -----

// expected-error @+1 {{column 2: named shardings ({mesh...}) are not supported}}
func.func @named(%arg0: tensor<4xf32> {mhlo.sharding = "{mesh[\22a\22=2], [{\22a\22}]}"}) {
  return
}

// -----

// An op's sharding string is reported on the op.
func.func @on_op(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid mhlo.sharding "{devices=[2]0}": column 2: non-maximal shardings must have more than one device assigned}}
  %0 = stablehlo.negate %arg0 {mhlo.sharding = "{devices=[2]0}"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// What sdy can't hold.

// expected-error @+1 {{arg 1: cannot convert mhlo.sharding "{replicated shard_as 1}": shard_as/shard_like groups have no sdy form here}}
func.func @shard_group(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"},
                       %arg1: tensor<4xf32> {mhlo.sharding = "{replicated shard_as 1}"}) {
  return
}

// -----

// expected-error @+1 {{arg 1: cannot convert mhlo.sharding "{unreduced}": {unreduced} has no sdy form here}}
func.func @unreduced(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"},
                     %arg1: tensor<4xf32> {mhlo.sharding = "{unreduced}"}) {
  return
}

// -----

// expected-error @+1 {{arg 0: cannot convert mhlo.sharding "{devices=[2,1]<=[2]}": {devices=[2,1]<=[2]} tiles 2 dimensions but the value has rank 1}}
func.func @rank(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) {
  return
}

// -----

// expected-error @+1 {{cannot infer a mesh for the module's mhlo.sharding strings: the tile assignment {devices=[2,3]<=[2,3]T(1,0)} has no mesh axes: its tile dimensions and its iota dimensions share no factorization}}
module {
  func.func @no_factorization(%arg0: tensor<6x6xf32> {mhlo.sharding = "{devices=[2,3]<=[2,3]T(1,0)}"}) {
    return
  }
}

// -----

// expected-error @+1 {{cannot infer a mesh for the module's mhlo.sharding strings: shardings over 4 and 2 devices need two meshes}}
module {
  func.func @device_counts(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"},
                           %arg1: tensor<4xf32> {mhlo.sharding = "{devices=[4]<=[4]}"}) {
    return
  }
}

// -----

// expected-error @+1 {{cannot infer a mesh for the module's mhlo.sharding strings: shardings over different device orders need two meshes}}
module {
  func.func @device_orders(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"},
                           %arg1: tensor<4xf32> {mhlo.sharding = "{devices=[2]1,0}"}) {
    return
  }
}

// -----

// expected-error @+1 {{cannot infer a mesh for the module's mhlo.sharding strings: the devices of {devices=[2]1,2} are not a permutation of 0..1}}
module {
  func.func @not_a_permutation(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]1,2}"}) {
    return
  }
}

// -----

// expected-error @+1 {{cannot add the inferred mesh: the module already has a symbol named 'mesh'}}
module {
  func.func private @mesh()
  func.func @name_taken(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) {
    return
  }
}

// -----

// expected-error @+1 {{arg 0: cannot convert mhlo.sharding "{devices=[2,3]<=[6] last_tile_dims={manual}}": the manual subgroup of {devices=[2,3]<=[6] last_tile_dims={manual}} is a sub-axis "_axis_0":(2)3 of the mesh, and manual axes are whole}}
func.func @manual_sub_axis(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2,3]<=[6] last_tile_dims={manual}}"},
                           %arg1: tensor<4xf32> {mhlo.sharding = "{devices=[3,2]<=[6]}"}) {
  return
}

// -----

func.func @tuple_count(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<4xf32> {
  // expected-error @+1 {{mhlo.sharding "{{replicated}, {replicated}}" has 2 shardings for 1 results}}
  %0 = stablehlo.negate %arg0 {mhlo.sharding = "{{replicated}, {replicated}}"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @manual_per_result(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the results of mhlo.sharding "{{manual}, {devices=[2]<=[2]}}" are manual on different axes}}
  %0:2 = "stablehlo.optimization_barrier"(%arg0, %arg1) {mhlo.sharding = "{{manual}, {devices=[2]<=[2]}}"} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

func.func @no_results(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) {
  // expected-error @+1 {{an op without results has no sdy.sharding here}}
  stablehlo.custom_call @effect(%arg0) {has_side_effect = true, mhlo.sharding = "{maximal device=0}"} : (tensor<4xf32>) -> ()
  return
}
