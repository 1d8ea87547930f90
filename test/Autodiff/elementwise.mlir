// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f | FileCheck %s --check-prefix=JVP
// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f --hlokit-jvp=func=f | hlokit-opt -split-input-file --verify-diagnostics

// Product rule: each factor's gradient is the cotangent times the other.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-z0-9_]+]]: tensor<3xf64>, %[[Y:[a-z0-9_]+]]: tensor<3xf64>, %[[CT:[a-z0-9_]+]]: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>)
// VJP-NEXT: %[[P:[a-z0-9_]+]] = stablehlo.multiply %[[X]], %[[Y]]
// VJP-NEXT: %[[GX:[a-z0-9_]+]] = stablehlo.multiply %[[CT]], %[[Y]]
// VJP-NEXT: %[[GY:[a-z0-9_]+]] = stablehlo.multiply %[[CT]], %[[X]]
// VJP-NEXT: return %[[P]], %[[GX]], %[[GY]]
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%[[X:[a-z0-9_]+]]: tensor<3xf64>, %[[Y:[a-z0-9_]+]]: tensor<3xf64>, %[[TX:[a-z0-9_]+]]: tensor<3xf64>, %[[TY:[a-z0-9_]+]]: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>)
// JVP-NEXT: %[[P:[a-z0-9_]+]] = stablehlo.multiply %[[X]], %[[Y]]
// JVP-NEXT: %[[A:[a-z0-9_]+]] = stablehlo.multiply %[[Y]], %[[TX]]
// JVP-NEXT: %[[B:[a-z0-9_]+]] = stablehlo.multiply %[[X]], %[[TY]]
// JVP-NEXT: %[[T:[a-z0-9_]+]] = stablehlo.add %[[A]], %[[B]]
// JVP-NEXT: return %[[P]], %[[T]]
func.func @f(%x: tensor<3xf64>, %y: tensor<3xf64>) -> tensor<3xf64> {
  %0 = stablehlo.multiply %x, %y : tensor<3xf64>
  return %0 : tensor<3xf64>
}

// -----

// A value used twice accumulates both contributions; sine's derivative is
// cosine of the operand.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-z0-9_]+]]: tensor<2xf32>, %[[CT:[a-z0-9_]+]]: tensor<2xf32>)
// VJP-NEXT: %[[S:[a-z0-9_]+]] = stablehlo.sine %[[X]]
// VJP-NEXT: %[[R:[a-z0-9_]+]] = stablehlo.add %[[S]], %[[X]]
// VJP-NEXT: %[[C:[a-z0-9_]+]] = stablehlo.cosine %[[X]]
// VJP-NEXT: %[[G:[a-z0-9_]+]] = stablehlo.multiply %[[CT]], %[[C]]
// VJP-NEXT: %[[SUM:[a-z0-9_]+]] = stablehlo.add %[[CT]], %[[G]]
// VJP-NEXT: return %[[R]], %[[SUM]]
// JVP-LABEL: func.func @f_jvp
// JVP: stablehlo.cosine
// JVP: stablehlo.add
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.sine %x : tensor<2xf32>
  %1 = stablehlo.add %0, %x : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// Integer and boolean values carry no derivative: the i32 argument gets no
// gradient, the i1 result takes no cotangent, and ops on them are skipped.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%{{.*}}: tensor<4xf64>, %{{.*}}: tensor<4xi32>, %[[CT:[a-z0-9_]+]]: tensor<4xf64>) -> (tensor<4xf64>, tensor<4xi1>, tensor<4xf64>)
// VJP-NEXT: stablehlo.multiply {{.*}} : tensor<4xi32>
// VJP-NEXT: stablehlo.convert
// VJP-NEXT: stablehlo.add
// VJP-NEXT: stablehlo.compare
// VJP-NEXT: stablehlo.convert
// VJP-NEXT: return %{{.*}}, %{{.*}}, %[[CT]] :
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%{{.*}}: tensor<4xf64>, %{{.*}}: tensor<4xi32>, %{{.*}}: tensor<4xf64>) -> (tensor<4xf64>, tensor<4xi1>, tensor<4xf64>)
func.func @f(%x: tensor<4xf64>, %n: tensor<4xi32>) -> (tensor<4xf64>, tensor<4xi1>) {
  %0 = stablehlo.multiply %n, %n : tensor<4xi32>
  %1 = stablehlo.convert %0 : (tensor<4xi32>) -> tensor<4xf64>
  %2 = stablehlo.add %1, %x : tensor<4xf64>
  %3 = stablehlo.compare GT, %2, %x : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
  %4 = stablehlo.convert %x : tensor<4xf64>
  return %4, %3 : tensor<4xf64>, tensor<4xi1>
}

// -----

// maximum splits the cotangent evenly on ties.
// VJP-LABEL: func.func @f_vjp
// VJP: %[[TIE:[a-z0-9_]+]] = stablehlo.compare EQ, %[[A:[a-z0-9_]+]], %[[B:[a-z0-9_]+]] :
// VJP: %[[WIN:[a-z0-9_]+]] = stablehlo.compare GT, %[[A]], %[[B]] :
// VJP: %[[HALF:[a-z0-9_]+]] = stablehlo.constant dense<5.000000e-01>
// VJP: %[[TIEF:[a-z0-9_]+]] = stablehlo.convert %[[TIE]]
// VJP: stablehlo.multiply %[[TIEF]], %[[HALF]]
// JVP-LABEL: func.func @f_jvp
// JVP: stablehlo.compare EQ
// JVP: stablehlo.constant dense<5.000000e-01>
func.func @f(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %0 = stablehlo.maximum %a, %b : tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// select routes the cotangent by the predicate; the predicate gets none.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[P:[a-z0-9_]+]]: tensor<2xi1>, %[[A:[a-z0-9_]+]]: tensor<2xf64>, %[[B:[a-z0-9_]+]]: tensor<2xf64>, %[[CT:[a-z0-9_]+]]: tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>)
// VJP: %[[Z:[a-z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
// VJP-NEXT: %[[GA:[a-z0-9_]+]] = stablehlo.select %[[P]], %[[CT]], %[[Z]]
// VJP-NEXT: %[[GB:[a-z0-9_]+]] = stablehlo.select %[[P]], %[[Z]], %[[CT]]
// VJP-NEXT: return %{{.*}}, %[[GA]], %[[GB]]
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%[[P:[a-z0-9_]+]]: tensor<2xi1>, %{{.*}}: tensor<2xf64>, %{{.*}}: tensor<2xf64>, %[[TA:[a-z0-9_]+]]: tensor<2xf64>, %[[TB:[a-z0-9_]+]]: tensor<2xf64>)
// JVP: stablehlo.select %[[P]], %[[TA]], %[[TB]]
func.func @f(%p: tensor<2xi1>, %a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %0 = stablehlo.select %p, %a, %b : tensor<2xi1>, tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// clamp with scalar bounds: the bounds' gradients are summed to 0-d.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: -> (tensor<3xf64>, tensor<f64>, tensor<3xf64>, tensor<f64>)
// VJP: stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f64>) -> tensor<3xf64>
// VJP: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: -> (tensor<3xf64>, tensor<3xf64>)
func.func @f(%lo: tensor<f64>, %x: tensor<3xf64>, %hi: tensor<f64>) -> tensor<3xf64> {
  %0 = stablehlo.clamp %lo, %x, %hi : (tensor<f64>, tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
  return %0 : tensor<3xf64>
}
