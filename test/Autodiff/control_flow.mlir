// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f | FileCheck %s --check-prefix=JVP

// if: the derivative if has the same predicate; each branch recomputes its
// forward ops and returns the cotangents of both captured float values
// (zeros for the one it does not use).
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[P:[a-zA-Z0-9_]+]]: tensor<i1>, %[[X:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[Y:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[CT:[a-zA-Z0-9_]+]]: tensor<2xf64>)
// VJP: %[[D:[a-zA-Z0-9_]+]]:2 = "stablehlo.if"(%[[P]]) ({
// VJP-NEXT: %[[M:[a-zA-Z0-9_]+]] = stablehlo.multiply %[[X]], %[[Y]] : tensor<2xf64>
// VJP-NEXT: %[[GX:[a-zA-Z0-9_]+]] = stablehlo.multiply %[[CT]], %[[Y]] : tensor<2xf64>
// VJP-NEXT: %[[GY:[a-zA-Z0-9_]+]] = stablehlo.multiply %[[CT]], %[[X]] : tensor<2xf64>
// VJP-NEXT: stablehlo.return %[[GX]], %[[GY]] : tensor<2xf64>, tensor<2xf64>
// VJP-NEXT: }, {
// VJP-NEXT: %[[S:[a-zA-Z0-9_]+]] = stablehlo.sine %[[X]] : tensor<2xf64>
// VJP-NEXT: %[[C:[a-zA-Z0-9_]+]] = stablehlo.cosine %[[X]] : tensor<2xf64>
// VJP-NEXT: %[[G:[a-zA-Z0-9_]+]] = stablehlo.multiply %[[CT]], %[[C]] : tensor<2xf64>
// VJP-NEXT: %[[Z:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
// VJP-NEXT: stablehlo.return %[[G]], %[[Z]] : tensor<2xf64>, tensor<2xf64>
// VJP-NEXT: }) : (tensor<i1>) -> (tensor<2xf64>, tensor<2xf64>)
// VJP-NEXT: return %{{.*}}, %[[D]]#0, %[[D]]#1 :
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%[[P:[a-zA-Z0-9_]+]]: tensor<i1>, %[[X:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[Y:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[TX:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[TY:[a-zA-Z0-9_]+]]: tensor<2xf64>)
// JVP: %[[D:[a-zA-Z0-9_]+]]:2 = "stablehlo.if"(%[[P]]) ({
// JVP-NEXT: %[[M:[a-zA-Z0-9_]+]] = stablehlo.multiply %[[X]], %[[Y]] : tensor<2xf64>
// JVP-NEXT: stablehlo.multiply %[[Y]], %[[TX]]
// JVP-NEXT: stablehlo.multiply %[[X]], %[[TY]]
// JVP-NEXT: %[[T:[a-zA-Z0-9_]+]] = stablehlo.add
// JVP-NEXT: stablehlo.return %[[M]], %[[T]] : tensor<2xf64>, tensor<2xf64>
// JVP: }) : (tensor<i1>) -> (tensor<2xf64>, tensor<2xf64>)
// JVP-NEXT: return %{{.*}}, %[[D]]#1 :
func.func @f(%p: tensor<i1>, %x: tensor<2xf64>, %y: tensor<2xf64>) -> tensor<2xf64> {
  %r = "stablehlo.if"(%p) ({
    %m = stablehlo.multiply %x, %y : tensor<2xf64>
    stablehlo.return %m : tensor<2xf64>
  }, {
    %s = stablehlo.sine %x : tensor<2xf64>
    stablehlo.return %s : tensor<2xf64>
  }) : (tensor<i1>) -> tensor<2xf64>
  return %r : tensor<2xf64>
}

// -----

// while, reverse mode: a loop counts the trips; the reverse loop counts down from
// trips - 1, recomputes the state with an inner loop (its condition also
// bounded by the reverse counter), applies the body's VJP and accumulates the
// captured %w's cotangent.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[W:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[CT:[a-zA-Z0-9_]+]]: tensor<2xf64>)
// VJP: %[[FWD:[a-zA-Z0-9_]+]]:2 = stablehlo.while
// VJP: %[[ZERO:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0> : tensor<i64>
// VJP-NEXT: %[[COUNT:[a-zA-Z0-9_]+]]:3 = stablehlo.while(%[[N:[a-zA-Z0-9_]+]] = %[[ZERO]]
// VJP: %[[LAST:[a-zA-Z0-9_]+]] = stablehlo.subtract %[[COUNT]]#0, %{{.*}} : tensor<i64>
// VJP: %[[ACC0:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
// VJP-NEXT: %[[REV:[a-zA-Z0-9_]+]]:3 = stablehlo.while(%[[K:[a-zA-Z0-9_]+]] = %[[LAST]], %[[C:[a-zA-Z0-9_]+]] = %[[CT]], %[[ACC:[a-zA-Z0-9_]+]] = %[[ACC0]]) : tensor<i64>, tensor<2xf64>, tensor<2xf64>
// VJP: stablehlo.compare GE, %[[K]]
// VJP: stablehlo.while
// VJP: stablehlo.compare LT, %{{.*}}, %[[K]]
// VJP: stablehlo.and
// VJP: stablehlo.cosine
// VJP: return %{{.*}}, %[[REV]]#1, %[[REV]]#2 :
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%[[X:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[W:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[TX:[a-zA-Z0-9_]+]]: tensor<2xf64>, %[[TW:[a-zA-Z0-9_]+]]: tensor<2xf64>)
// JVP: %[[D:[a-zA-Z0-9_]+]]:3 = stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %[[X]], %{{.*}} = %[[TX]]) : tensor<i64>, tensor<2xf64>, tensor<2xf64>
// JVP: stablehlo.cosine
// JVP: return %{{.*}}, %[[D]]#2 :
func.func @f(%x: tensor<2xf64>, %w: tensor<2xf64>) -> tensor<2xf64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i64>, tensor<2xf64>
   cond {
    %c3 = stablehlo.constant dense<3> : tensor<i64>
    %lt = stablehlo.compare LT, %i, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
   } do {
    %c1 = stablehlo.constant dense<1> : tensor<i64>
    %n = stablehlo.add %i, %c1 : tensor<i64>
    %m = stablehlo.multiply %a, %w : tensor<2xf64>
    %s = stablehlo.sine %m : tensor<2xf64>
    stablehlo.return %n, %s : tensor<i64>, tensor<2xf64>
   }
  return %r#1 : tensor<2xf64>
}

// -----

// optimization_barrier passes cotangents and tangents through.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%{{.*}}: tensor<2xf64>, %[[CT:[a-zA-Z0-9_]+]]: tensor<2xf64>)
// VJP-NEXT: stablehlo.optimization_barrier
// VJP-NEXT: return %{{.*}}, %[[CT]] :
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%{{.*}}: tensor<2xf64>, %[[T:[a-zA-Z0-9_]+]]: tensor<2xf64>)
// JVP-NEXT: stablehlo.optimization_barrier
// JVP-NEXT: %[[B:[a-zA-Z0-9_]+]] = stablehlo.optimization_barrier %[[T]] : tensor<2xf64>
// JVP-NEXT: return %{{.*}}, %[[B]] :
func.func @f(%x: tensor<2xf64>) -> tensor<2xf64> {
  %0 = stablehlo.optimization_barrier %x : tensor<2xf64>
  return %0 : tensor<2xf64>
}
