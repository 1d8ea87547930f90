// Two runs (functions) of one hlokit-run on a grid of 2: the second starts
// with empty channels, as a new in-process grid does, so the value replica 0
// sent in @first and nobody received is gone when replica 1 receives in
// @second.
func.func @first() {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %is0 = stablehlo.compare EQ, %r, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %t = stablehlo.create_token : !stablehlo.token
  %x = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = "stablehlo.if"(%is0) ({
    %s = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
    stablehlo.return %s : !stablehlo.token
  }, {
    stablehlo.return %t : !stablehlo.token
  }) : (tensor<i1>) -> !stablehlo.token
  return
}

func.func @second() -> tensor<f32> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %is0 = stablehlo.compare EQ, %r, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %t = stablehlo.create_token : !stablehlo.token
  %x = stablehlo.constant dense<2.0> : tensor<f32>
  %0 = "stablehlo.if"(%is0) ({
    stablehlo.return %x : tensor<f32>
  }, {
    %v:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
    stablehlo.return %v#0 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}
