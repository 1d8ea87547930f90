// The loss of a 784-512-512-10 tanh MLP on a batch of 256: softmax cross
// entropy against one-hot labels, averaged over the batch.
// bench/mlp/build_step.py adds its VJP (--hlokit-vjp=func=loss) and an SGD
// training loop around it (mlp_train.mlir).
func.func @loss(%w1: tensor<784x512xf32>, %b1: tensor<512xf32>,
                %w2: tensor<512x512xf32>, %b2: tensor<512xf32>,
                %w3: tensor<512x10xf32>, %b3: tensor<10xf32>,
                %x: tensor<256x784xf32>, %y: tensor<256x10xf32>) -> tensor<f32> {
  %h1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<256x784xf32>, tensor<784x512xf32>) -> tensor<256x512xf32>
  %b1b = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
  %a1 = stablehlo.add %h1, %b1b : tensor<256x512xf32>
  %t1 = stablehlo.tanh %a1 : tensor<256x512xf32>
  %h2 = stablehlo.dot_general %t1, %w2, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
  %b2b = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
  %a2 = stablehlo.add %h2, %b2b : tensor<256x512xf32>
  %t2 = stablehlo.tanh %a2 : tensor<256x512xf32>
  %h3 = stablehlo.dot_general %t2, %w3, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x10xf32>) -> tensor<256x10xf32>
  %b3b = stablehlo.broadcast_in_dim %b3, dims = [1] : (tensor<10xf32>) -> tensor<256x10xf32>
  %logits = stablehlo.add %h3, %b3b : tensor<256x10xf32>
  // log_softmax: logits - max - log(sum(exp(logits - max)))
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%logits init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<256x10xf32>, tensor<f32>) -> tensor<256xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<256xf32>) -> tensor<256x10xf32>
  %shifted = stablehlo.subtract %logits, %maxb : tensor<256x10xf32>
  %e = stablehlo.exponential %shifted : tensor<256x10xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<256x10xf32>, tensor<f32>) -> tensor<256xf32>
  %lse = stablehlo.log %sum : tensor<256xf32>
  %lseb = stablehlo.broadcast_in_dim %lse, dims = [0] : (tensor<256xf32>) -> tensor<256x10xf32>
  %logp = stablehlo.subtract %shifted, %lseb : tensor<256x10xf32>
  %picked = stablehlo.multiply %logp, %y : tensor<256x10xf32>
  %total = stablehlo.reduce(%picked init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x10xf32>, tensor<f32>) -> tensor<f32>
  %scale = stablehlo.constant dense<-0.00390625> : tensor<f32>
  %loss = stablehlo.multiply %total, %scale : tensor<f32>
  return %loss : tensor<f32>
}
