// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f | FileCheck %s --check-prefix=JVP

// erf's derivative is 2/sqrt(pi) exp(-x^2); lgamma's is digamma, a chlo op
// the interpreter runs and --hlokit-legalize-chlo lowers.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-z0-9_]+]]: tensor<3xf64>, %[[CT:[a-z0-9_]+]]: tensor<3xf64>)
// VJP: %[[E:.*]] = chlo.erf %[[X]]
// VJP: %[[L:.*]] = chlo.lgamma %[[E]]
// VJP: %[[D:.*]] = chlo.digamma %[[E]]
// VJP: %[[G1:.*]] = stablehlo.multiply %[[CT]], %[[D]]
// VJP: stablehlo.exponential
// VJP: %[[G2:.*]] = stablehlo.multiply %[[G1]], %{{.*}}
// VJP: return %[[L]], %[[G2]]
// JVP-LABEL: func.func @f_jvp
// JVP: chlo.digamma
func.func @f(%x: tensor<3xf64>) -> tensor<3xf64> {
  %0 = chlo.erf %x : tensor<3xf64> -> tensor<3xf64>
  %1 = chlo.lgamma %0 : tensor<3xf64> -> tensor<3xf64>
  return %1 : tensor<3xf64>
}

// -----

// A broadcast operand's cotangent is summed over the dimensions it was
// broadcast along.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-z0-9_]+]]: tensor<3xf64>, %[[Y:[a-z0-9_]+]]: tensor<2x3xf64>, %[[CT:[a-z0-9_]+]]: tensor<2x3xf64>)
// VJP: stablehlo.reduce(%[[CT]] init: %{{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64>
func.func @f(%x: tensor<3xf64>, %y: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = chlo.broadcast_add %x, %y : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}
