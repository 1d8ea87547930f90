// RUN: hlokit-opt %s -split-input-file --hlokit-vjp="func=f wrt=1" | FileCheck %s --check-prefix=ONE
// RUN: hlokit-opt %s -split-input-file --hlokit-vjp="func=f wrt=1,0" | FileCheck %s --check-prefix=SWAP

// A layer's product: with wrt=1 only the weights' gradient is returned and
// the data's gradient (the product of the cotangent with w) is not emitted.
// ONE-LABEL: func.func @f_vjp
// ONE-SAME: (%[[X:[a-z0-9_]+]]: tensor<1x2xf32>, %[[W:[a-z0-9_]+]]: tensor<2x1xf32>, %[[CT:[a-z0-9_]+]]: tensor<1x1xf32>) -> (tensor<1x1xf32>, tensor<2x1xf32>)
// ONE-NEXT: %[[Y:[a-z0-9_]+]] = stablehlo.dot_general %[[X]], %[[W]]
// ONE-NEXT: %[[GW:[a-z0-9_]+]] = stablehlo.dot_general %[[X]], %[[CT]], contracting_dims = [0] x [0]
// ONE-NEXT: return %[[Y]], %[[GW]] : tensor<1x1xf32>, tensor<2x1xf32>

// The gradients come in wrt's order.
// SWAP-LABEL: func.func @f_vjp
// SWAP-SAME: -> (tensor<1x1xf32>, tensor<2x1xf32>, tensor<1x2xf32>)
// SWAP-COUNT-3: stablehlo.dot_general
// SWAP-NEXT: return

func.func @f(%x: tensor<1x2xf32>, %w: tensor<2x1xf32>) -> tensor<1x1xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
