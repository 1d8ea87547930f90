// The loss of one pre-LayerNorm transformer encoder block as JAX exports
// it: batch 4, sequence 128, width 256, 4 heads of 64, MLP 1024 with exact GELU
// (through chlo.erf), softmax attention with batched dot_general, and the
// mean square of the output against a target. bench/transformer/build_step.py
// adds its VJP (--hlokit-vjp=func=loss) and an SGD loop (block_train.mlir);
// block_torch.py is the same block in PyTorch.
func.func @loss(%ln1_g: tensor<256xf32>, %ln1_b: tensor<256xf32>, %wq: tensor<256x256xf32>, %wk: tensor<256x256xf32>,
                %wv: tensor<256x256xf32>, %wo: tensor<256x256xf32>, %ln2_g: tensor<256xf32>, %ln2_b: tensor<256xf32>,
                %w1: tensor<256x1024xf32>, %b1: tensor<1024xf32>, %w2: tensor<1024x256xf32>, %b2: tensor<256xf32>,
                %x: tensor<4x128x256xf32>, %y: tensor<4x128x256xf32>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %h1_sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<4x128x256xf32>, tensor<f32>) -> tensor<4x128xf32>
  %h1_invd = stablehlo.constant dense<0.00390625> : tensor<4x128xf32>
  %h1_mean = stablehlo.multiply %h1_sum, %h1_invd : tensor<4x128xf32>
  %h1_meanb = stablehlo.broadcast_in_dim %h1_mean, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x256xf32>
  %h1_xc = stablehlo.subtract %x, %h1_meanb : tensor<4x128x256xf32>
  %h1_sq = stablehlo.multiply %h1_xc, %h1_xc : tensor<4x128x256xf32>
  %h1_sqsum = stablehlo.reduce(%h1_sq init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<4x128x256xf32>, tensor<f32>) -> tensor<4x128xf32>
  %h1_var = stablehlo.multiply %h1_sqsum, %h1_invd : tensor<4x128xf32>
  %h1_eps = stablehlo.constant dense<1.0e-05> : tensor<4x128xf32>
  %h1_vareps = stablehlo.add %h1_var, %h1_eps : tensor<4x128xf32>
  %h1_rstd = stablehlo.rsqrt %h1_vareps : tensor<4x128xf32>
  %h1_rstdb = stablehlo.broadcast_in_dim %h1_rstd, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x256xf32>
  %h1_n = stablehlo.multiply %h1_xc, %h1_rstdb : tensor<4x128x256xf32>
  %h1_gb = stablehlo.broadcast_in_dim %ln1_g, dims = [2] : (tensor<256xf32>) -> tensor<4x128x256xf32>
  %h1_bb = stablehlo.broadcast_in_dim %ln1_b, dims = [2] : (tensor<256xf32>) -> tensor<4x128x256xf32>
  %h1_scaled = stablehlo.multiply %h1_n, %h1_gb : tensor<4x128x256xf32>
  %h1 = stablehlo.add %h1_scaled, %h1_bb : tensor<4x128x256xf32>
  %q_flat = stablehlo.dot_general %h1, %wq, contracting_dims = [2] x [0] : (tensor<4x128x256xf32>, tensor<256x256xf32>) -> tensor<4x128x256xf32>
  %q_split = stablehlo.reshape %q_flat : (tensor<4x128x256xf32>) -> tensor<4x128x4x64xf32>
  %q = stablehlo.transpose %q_split, dims = [0, 2, 1, 3] : (tensor<4x128x4x64xf32>) -> tensor<4x4x128x64xf32>
  %k_flat = stablehlo.dot_general %h1, %wk, contracting_dims = [2] x [0] : (tensor<4x128x256xf32>, tensor<256x256xf32>) -> tensor<4x128x256xf32>
  %k_split = stablehlo.reshape %k_flat : (tensor<4x128x256xf32>) -> tensor<4x128x4x64xf32>
  %k = stablehlo.transpose %k_split, dims = [0, 2, 1, 3] : (tensor<4x128x4x64xf32>) -> tensor<4x4x128x64xf32>
  %v_flat = stablehlo.dot_general %h1, %wv, contracting_dims = [2] x [0] : (tensor<4x128x256xf32>, tensor<256x256xf32>) -> tensor<4x128x256xf32>
  %v_split = stablehlo.reshape %v_flat : (tensor<4x128x256xf32>) -> tensor<4x128x4x64xf32>
  %v = stablehlo.transpose %v_split, dims = [0, 2, 1, 3] : (tensor<4x128x4x64xf32>) -> tensor<4x4x128x64xf32>
  %scores_raw = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<4x4x128x64xf32>, tensor<4x4x128x64xf32>) -> tensor<4x4x128x128xf32>
  %scale = stablehlo.constant dense<0.125> : tensor<4x4x128x128xf32>
  %scores = stablehlo.multiply %scores_raw, %scale : tensor<4x4x128x128xf32>
  %smax = stablehlo.reduce(%scores init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x128x128xf32>, tensor<f32>) -> tensor<4x4x128xf32>
  %smaxb = stablehlo.broadcast_in_dim %smax, dims = [0, 1, 2] : (tensor<4x4x128xf32>) -> tensor<4x4x128x128xf32>
  %shifted = stablehlo.subtract %scores, %smaxb : tensor<4x4x128x128xf32>
  %e = stablehlo.exponential %shifted : tensor<4x4x128x128xf32>
  %esum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<4x4x128x128xf32>, tensor<f32>) -> tensor<4x4x128xf32>
  %esumb = stablehlo.broadcast_in_dim %esum, dims = [0, 1, 2] : (tensor<4x4x128xf32>) -> tensor<4x4x128x128xf32>
  %p = stablehlo.divide %e, %esumb : tensor<4x4x128x128xf32>
  %ctx = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<4x4x128x128xf32>, tensor<4x4x128x64xf32>) -> tensor<4x4x128x64xf32>
  %ctx_t = stablehlo.transpose %ctx, dims = [0, 2, 1, 3] : (tensor<4x4x128x64xf32>) -> tensor<4x128x4x64xf32>
  %ctx_flat = stablehlo.reshape %ctx_t : (tensor<4x128x4x64xf32>) -> tensor<4x128x256xf32>
  %attn = stablehlo.dot_general %ctx_flat, %wo, contracting_dims = [2] x [0] : (tensor<4x128x256xf32>, tensor<256x256xf32>) -> tensor<4x128x256xf32>
  %r1 = stablehlo.add %x, %attn : tensor<4x128x256xf32>
  %h2_sum = stablehlo.reduce(%r1 init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<4x128x256xf32>, tensor<f32>) -> tensor<4x128xf32>
  %h2_invd = stablehlo.constant dense<0.00390625> : tensor<4x128xf32>
  %h2_mean = stablehlo.multiply %h2_sum, %h2_invd : tensor<4x128xf32>
  %h2_meanb = stablehlo.broadcast_in_dim %h2_mean, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x256xf32>
  %h2_xc = stablehlo.subtract %r1, %h2_meanb : tensor<4x128x256xf32>
  %h2_sq = stablehlo.multiply %h2_xc, %h2_xc : tensor<4x128x256xf32>
  %h2_sqsum = stablehlo.reduce(%h2_sq init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<4x128x256xf32>, tensor<f32>) -> tensor<4x128xf32>
  %h2_var = stablehlo.multiply %h2_sqsum, %h2_invd : tensor<4x128xf32>
  %h2_eps = stablehlo.constant dense<1.0e-05> : tensor<4x128xf32>
  %h2_vareps = stablehlo.add %h2_var, %h2_eps : tensor<4x128xf32>
  %h2_rstd = stablehlo.rsqrt %h2_vareps : tensor<4x128xf32>
  %h2_rstdb = stablehlo.broadcast_in_dim %h2_rstd, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x256xf32>
  %h2_n = stablehlo.multiply %h2_xc, %h2_rstdb : tensor<4x128x256xf32>
  %h2_gb = stablehlo.broadcast_in_dim %ln2_g, dims = [2] : (tensor<256xf32>) -> tensor<4x128x256xf32>
  %h2_bb = stablehlo.broadcast_in_dim %ln2_b, dims = [2] : (tensor<256xf32>) -> tensor<4x128x256xf32>
  %h2_scaled = stablehlo.multiply %h2_n, %h2_gb : tensor<4x128x256xf32>
  %h2 = stablehlo.add %h2_scaled, %h2_bb : tensor<4x128x256xf32>
  %m1 = stablehlo.dot_general %h2, %w1, contracting_dims = [2] x [0] : (tensor<4x128x256xf32>, tensor<256x1024xf32>) -> tensor<4x128x1024xf32>
  %b1b = stablehlo.broadcast_in_dim %b1, dims = [2] : (tensor<1024xf32>) -> tensor<4x128x1024xf32>
  %a1 = stablehlo.add %m1, %b1b : tensor<4x128x1024xf32>
  %rsqrt2 = stablehlo.constant dense<0.707106769> : tensor<4x128x1024xf32>
  %a1s = stablehlo.multiply %a1, %rsqrt2 : tensor<4x128x1024xf32>
  %erf = chlo.erf %a1s : tensor<4x128x1024xf32> -> tensor<4x128x1024xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4x128x1024xf32>
  %half = stablehlo.constant dense<0.5> : tensor<4x128x1024xf32>
  %erf1 = stablehlo.add %erf, %one : tensor<4x128x1024xf32>
  %ha = stablehlo.multiply %a1, %half : tensor<4x128x1024xf32>
  %gelu = stablehlo.multiply %ha, %erf1 : tensor<4x128x1024xf32>
  %m2 = stablehlo.dot_general %gelu, %w2, contracting_dims = [2] x [0] : (tensor<4x128x1024xf32>, tensor<1024x256xf32>) -> tensor<4x128x256xf32>
  %b2b = stablehlo.broadcast_in_dim %b2, dims = [2] : (tensor<256xf32>) -> tensor<4x128x256xf32>
  %a2 = stablehlo.add %m2, %b2b : tensor<4x128x256xf32>
  %out = stablehlo.add %r1, %a2 : tensor<4x128x256xf32>
  %diff = stablehlo.subtract %out, %y : tensor<4x128x256xf32>
  %sq = stablehlo.multiply %diff, %diff : tensor<4x128x256xf32>
  %total = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x128x256xf32>, tensor<f32>) -> tensor<f32>
  %inv = stablehlo.constant dense<7.62939453125e-06> : tensor<f32>
  %loss = stablehlo.multiply %total, %inv : tensor<f32>
  return %loss : tensor<f32>
}
