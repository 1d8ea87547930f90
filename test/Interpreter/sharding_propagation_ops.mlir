// hlokit-run runs the sdy ops that only steer propagation on one process:
// sdy.constant is a constant, sdy.propagation_barrier, sdy.data_flow_edge and
// sdy.func_data_flow_edge return their input, sdy.sharding_group does
// nothing and sdy.named_computation runs its body on its operands.
// RUN: hlokit-run %s

sdy.mesh @mesh = <["x"=2]>

func.func @main() {
  %0 = sdy.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  check.expect_eq_const %0, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  sdy.sharding_group %0 group_id=0 : tensor<4xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=FORWARD : tensor<4xf32>
  %2 = stablehlo.add %1, %1 : tensor<4xf32>
  %3 = sdy.data_flow_edge %2 sharding=<@mesh, [{"x"}]> : tensor<4xf32>
  check.expect_eq_const %3, dense<[2.0, 4.0, 6.0, 8.0]> : tensor<4xf32>
  %4:2 = sdy.named_computation<"scale">(%3, %0) out_shardings=[<@mesh, [{"x"}]>, <@mesh, [{}]>] (%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) {
    %5 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
    sdy.return %5, %arg1 : tensor<4xf32>, tensor<4xf32>
  } : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  check.expect_eq_const %4#0, dense<[2.0, 8.0, 18.0, 32.0]> : tensor<4xf32>
  check.expect_eq_const %4#1, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %6 = call @negate(%4#0) : (tensor<4xf32>) -> tensor<4xf32>
  %7 = sdy.func_data_flow_edge %6 : tensor<4xf32>
  check.expect_eq_const %7, dense<[-2.0, -8.0, -18.0, -32.0]> : tensor<4xf32>
  return
}

func.func private @negate(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.func_data_flow_edge %arg0 : tensor<4xf32>
  %1 = stablehlo.negate %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
