// A program that carries Shardy's sdy dialect as JAX exports it: meshes,
// shardings on arguments, results and ops (every sharding encoding: without
// unreduced axes, with summed ones, with another reduction), a sharding
// rule, and sdy ops next to stablehlo ops, inside and outside a manual
// computation.
module @sharded attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
  sdy.mesh @empty = <[]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y":(1)2}p1]>},
                         %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], replicated={"y"}, unreduced={"x"}>},
                         %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["z"=2]>, [{"z"}]>})
      -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], unreduced=max{"y"}>},
          tensor<8xf32>) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<8x16xf32>
    %1 = stablehlo.add %0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<8x16xf32>
    %2 = stablehlo.multiply %1, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}], unreduced={"x"}>]>} : tensor<8x16xf32>
    %3 = sdy.reshard %2 <@mesh, [{}, {"y"}]> : tensor<8x16xf32>
    %4:2 = sdy.manual_computation(%3, %arg2) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}]>] manual_axes={"x"} (%arg3: tensor<4x16xf32>, %arg4: tensor<8xf32>) {
      %5 = stablehlo.negate %arg3 : tensor<4x16xf32>
      %6 = sdy.sharding_constraint %5 <@mesh, [{}, {"y"}]> : tensor<4x16xf32>
      %7 = stablehlo.abs %arg4 : tensor<8xf32>
      sdy.return %6, %7 : tensor<4x16xf32>, tensor<8xf32>
    } : (tensor<8x16xf32>, tensor<8xf32>) -> (tensor<8x16xf32>, tensor<8xf32>)
    %8 = stablehlo.custom_call @kernel(%4#0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16}, custom>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %9 = stablehlo.subtract %8, %4#0 : tensor<8x16xf32>
    %10 = sdy.sharding_constraint %4#1 <@permuted, [{"a", "b"}]> : tensor<8xf32>
    %11 = sdy.sharding_constraint %arg2 <@empty, [{}]> : tensor<8xf32>
    %12 = stablehlo.add %10, %11 : tensor<8xf32>
    return %9, %12 : tensor<8x16xf32>, tensor<8xf32>
  }
}
