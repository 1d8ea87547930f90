// RUN: hlokit-opt %s -sdy-reshard-to-collectives -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @unreduced_added(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x8xf32> {
  // expected-error @+1 {{'sdy.reshard' op can't make axes unreduced with collectives}}
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}], unreduced={"y"}> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @dynamic(%arg0: tensor<?x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<?x8xf32> {
  // expected-error @+1 {{'sdy.reshard' op can't reshard a value without a static shape}}
  %0 = sdy.reshard %arg0 <@mesh, [{"y"}, {}]> : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
