// hlokit-run runs a sharded program on one process: sdy.sharding_constraint
// and sdy.reshard return their input, and `sdy.sharding` attributes are
// ignored.
// RUN: hlokit-run %s

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @main() {
  %0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x", ?}, {"y"}]> : tensor<2x2xf32>
  %2 = sdy.reshard %1 <@mesh, [{}, {"x"}], replicated={"y"}> : tensor<2x2xf32>
  %3 = call @double(%2) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %3, dense<[[2.0, 4.0], [6.0, 8.0]]> : tensor<2x2xf32>
  return
}

func.func private @double(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
