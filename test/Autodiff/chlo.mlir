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

// -----

// ragged_dot differentiates through its legalization: the cotangents come
// from the masked dot_generals' rules, the group sizes get none.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<4x3xf64>
// VJP: stablehlo.iota
// VJP: stablehlo.dot_general
// VJP: return %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x2xf64>, tensor<4x3xf64>, tensor<2x3x2xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<4x3xf64>
// JVP: stablehlo.dot_general
func.func @f(%lhs: tensor<4x3xf64>, %rhs: tensor<2x3x2xf64>) -> tensor<4x2xf64> {
  %gs = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x3xf64>, tensor<2x3x2xf64>, tensor<2xi64>) -> tensor<4x2xf64>
  return %0 : tensor<4x2xf64>
}

// -----

// scan differentiates through its legalization: the while loop's rules
// (the VJP counts the trips, then runs them backwards).
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<3x2xf64>
// VJP: stablehlo.while
// VJP: stablehlo.while
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<3x2xf64>
// JVP: stablehlo.while
func.func @f(%x: tensor<3x2xf64>, %init: tensor<2xf64>) -> tensor<3x2xf64> {
  %0:2 = chlo.scan(%x) inits (%init) dimension=0 {
  ^bb0(%row: tensor<2xf64>, %carry: tensor<2xf64>):
    %next = stablehlo.multiply %row, %carry : tensor<2xf64>
    stablehlo.return %next, %next : tensor<2xf64>, tensor<2xf64>
  } : (tensor<3x2xf64>, tensor<2xf64>) -> (tensor<3x2xf64>, tensor<2xf64>)
  return %0#0 : tensor<3x2xf64>
}
