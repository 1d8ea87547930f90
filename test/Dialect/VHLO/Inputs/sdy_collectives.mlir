// Shardy's explicit collectives in an artifact: their axis lists, all-to-all
// parameters and reductions (the reduction op attribute is a builtin i32
// integer, as Shardy's). Each operand's
// sharding comes from a sdy op: the collectives' verifiers look at the
// operand's producer, which for a vhlo value in an artifact is a cast.
sdy.mesh @mesh = <["x"=2, "y"=2, "z"=4]>
sdy.mesh @reversed = <["x"=2, "y"=2, "z"=4], device_ids=[15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]>

func.func @main(%arg0: tensor<16x8xf32>, %arg1: tensor<16x8x4x4xf32>) -> (tensor<16x8xf32>, tensor<16x8x4x4xf32>) {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", "y"}, {"z"}]> : tensor<16x8xf32>
  %1 = sdy.all_gather [{"y"}, {"z":(2)2}] %0 out_sharding=<@mesh, [{"x"}, {"z":(1)2}]> : tensor<16x8xf32>
  %2 = sdy.all_slice [{}, {"z":(2)2}] %1 out_sharding=<@mesh, [{"x"}, {"z"}]> : tensor<16x8xf32>
  %3 = sdy.collective_permute %2 out_sharding=<@reversed, [{"x"}, {"z"}]> : tensor<16x8xf32>
  %4 = stablehlo.abs %3 : tensor<16x8xf32>
  %5 = sdy.reshard %4 <@mesh, [{"x"}, {}], unreduced=min{"y"}> : tensor<16x8xf32>
  %6 = sdy.reduce_scatter min [{}, {"y", "z"}] %5 out_sharding=<@mesh, [{"x"}, {"y", "z"}]> : tensor<16x8xf32>
  %7 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}], unreduced=max{"y", "z"}> : tensor<16x8xf32>
  %8 = sdy.all_reduce max {"y"} %7 out_sharding=<@mesh, [{"x"}, {}], unreduced=max{"z"}> : tensor<16x8xf32>
  %9 = sdy.sharding_constraint %arg0 <@mesh, [{"x", "z"}, {}], replicated={"y"}> : tensor<16x8xf32>
  %10 = sdy.sharded_to_unreduced [{"z"}, {}] %9 out_sharding=<@mesh, [{"x"}, {}], replicated={"y"}, unreduced={"z"}> : tensor<16x8xf32>
  %11 = sdy.replicated_to_unreduced {"y"} %10 out_sharding=<@mesh, [{"x"}, {}], unreduced={"y", "z"}> : tensor<16x8xf32>
  %12 = stablehlo.add %6, %8 : tensor<16x8xf32>
  %13 = stablehlo.add %12, %11 : tensor<16x8xf32>
  %14 = sdy.sharding_constraint %arg1 <@mesh, [{"x", "y"}, {}, {"z"}, {}]> : tensor<16x8x4x4xf32>
  %15 = sdy.all_to_all [{"y"}: 0->1, {"z"}: 2->3] %14 out_sharding=<@mesh, [{"x"}, {"y"}, {}, {"z"}]> : tensor<16x8x4x4xf32>
  return %13, %15 : tensor<16x8xf32>, tensor<16x8x4x4xf32>
}
