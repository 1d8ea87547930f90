// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f | FileCheck %s --check-prefix=JVP

// gather: the VJP clamps the start indices as gather does, then scatter-adds
// the cotangent with the matching dimension numbers (batching dims mapped
// across). The JVP gathers the tangent.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-z0-9_]+]]: tensor<2x3x4x2xf64>, %[[I:[a-z0-9_]+]]: tensor<2x2x3x2xi64>, %[[CT:[a-z0-9_]+]]: tensor<2x2x3x2x2xf64>)
// VJP: %[[HI:[a-z0-9_]+]] = stablehlo.constant dense<2> : tensor<2xi64>
// VJP-NEXT: %[[HIB:[a-z0-9_]+]] = stablehlo.broadcast_in_dim %[[HI]], dims = [3] : (tensor<2xi64>) -> tensor<2x2x3x2xi64>
// VJP-NEXT: %[[LO:[a-z0-9_]+]] = stablehlo.constant dense<0> : tensor<2xi64>
// VJP-NEXT: %[[LOB:[a-z0-9_]+]] = stablehlo.broadcast_in_dim %[[LO]], dims = [3]
// VJP-NEXT: %[[CL:[a-z0-9_]+]] = stablehlo.clamp %[[LOB]], %[[I]], %[[HIB]] : tensor<2x2x3x2xi64>
// VJP-NEXT: %[[Z:[a-z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4x2xf64>
// VJP-NEXT: %[[G:[a-z0-9_]+]] = "stablehlo.scatter"(%[[Z]], %[[CL]], %[[CT]]) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, unique_indices = false}> ({
// VJP-NEXT: ^bb0(%[[A:[a-z0-9_]+]]: tensor<f64>, %[[B:[a-z0-9_]+]]: tensor<f64>):
// VJP-NEXT: %[[S:[a-z0-9_]+]] = stablehlo.add %[[A]], %[[B]] : tensor<f64>
// VJP-NEXT: stablehlo.return %[[S]] : tensor<f64>
// VJP-NEXT: })
// VJP-NEXT: return %{{.*}}, %[[G]] :
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%[[X:[a-z0-9_]+]]: tensor<2x3x4x2xf64>, %[[I:[a-z0-9_]+]]: tensor<2x2x3x2xi64>, %[[T:[a-z0-9_]+]]: tensor<2x3x4x2xf64>)
// JVP: "stablehlo.gather"(%[[X]], %[[I]])
// JVP-NEXT: %[[TG:[a-z0-9_]+]] = "stablehlo.gather"(%[[T]], %[[I]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}>
// JVP-NEXT: return %{{.*}}, %[[TG]] :
func.func @f(%x: tensor<2x3x4x2xf64>, %i: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xf64> {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xf64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xf64>
  return %0 : tensor<2x2x3x2x2xf64>
}

// -----

// scatter (replace) with possibly repeated indices: unique ids (iota + 1)
// are scattered with the same replace scatter, read back at each update's
// target from a zero-padded copy (indices clamped to one window beyond the
// bounds and shifted by the padding), and compared: only winners get a
// cotangent. The input loses the cotangent of written positions.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-z0-9_]+]]: tensor<5xf64>, %[[I:[a-z0-9_]+]]: tensor<3x1xi32>, %[[U:[a-z0-9_]+]]: tensor<3xf64>, %[[CT:[a-z0-9_]+]]: tensor<5xf64>)
// VJP: %[[WIDE:[a-z0-9_]+]] = stablehlo.convert %[[I]] : (tensor<3x1xi32>) -> tensor<3x1xi64>
// VJP: stablehlo.constant dense<5> : tensor<1xi64>
// VJP: stablehlo.constant dense<-1> : tensor<1xi64>
// VJP: %[[CL:[a-z0-9_]+]] = stablehlo.clamp %{{.*}}, %[[WIDE]], %{{.*}} : tensor<3x1xi64>
// VJP: %[[SHIFTED:[a-z0-9_]+]] = stablehlo.add %[[CL]], %{{.*}} : tensor<3x1xi64>
// VJP: %[[ZU:[a-z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<3xf64>
// VJP-NEXT: %[[GX:[a-z0-9_]+]] = "stablehlo.scatter"(%[[CT]], %[[I]], %[[ZU]])
// VJP: stablehlo.return %{{.*}} : tensor<f64>
// VJP: %[[PADCT:[a-z0-9_]+]] = stablehlo.pad %[[CT]], %{{.*}}, low = [1], high = [1], interior = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<7xf64>
// VJP-NEXT: %[[CTU:[a-z0-9_]+]] = "stablehlo.gather"(%[[PADCT]], %[[SHIFTED]])
// VJP-NEXT: %[[IOTA:[a-z0-9_]+]] = stablehlo.iota dim = 0 : tensor<3xi64>
// VJP-NEXT: %[[ONE:[a-z0-9_]+]] = stablehlo.constant dense<1> : tensor<3xi64>
// VJP-NEXT: %[[IDS:[a-z0-9_]+]] = stablehlo.add %[[IOTA]], %[[ONE]] : tensor<3xi64>
// VJP-NEXT: %[[ZI:[a-z0-9_]+]] = stablehlo.constant dense<0> : tensor<5xi64>
// VJP-NEXT: %[[WIN:[a-z0-9_]+]] = "stablehlo.scatter"(%[[ZI]], %[[I]], %[[IDS]])
// VJP: %[[PADIDS:[a-z0-9_]+]] = stablehlo.pad %[[WIN]], %{{.*}}, low = [1], high = [1], interior = [0] : (tensor<5xi64>, tensor<i64>) -> tensor<7xi64>
// VJP-NEXT: %[[BACK:[a-z0-9_]+]] = "stablehlo.gather"(%[[PADIDS]], %[[SHIFTED]])
// VJP-NEXT: %[[MASK:[a-z0-9_]+]] = stablehlo.compare EQ, %[[BACK]], %[[IDS]] : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
// VJP: %[[GU:[a-z0-9_]+]] = stablehlo.select %[[MASK]], %[[CTU]], %{{.*}} : tensor<3xi1>, tensor<3xf64>
// VJP-NEXT: return %{{.*}}, %[[GX]], %[[GU]] :
// The JVP clears the written positions of the input tangent and
// scatter-adds the winners' tangents.
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%[[X:[a-z0-9_]+]]: tensor<5xf64>, %[[I:[a-z0-9_]+]]: tensor<3x1xi32>, %[[U:[a-z0-9_]+]]: tensor<3xf64>, %[[TX:[a-z0-9_]+]]: tensor<5xf64>, %[[TU:[a-z0-9_]+]]: tensor<3xf64>)
// JVP: %[[CLEARED:[a-z0-9_]+]] = "stablehlo.scatter"(%[[TX]], %[[I]], %{{.*}})
// JVP: %[[MASK:[a-z0-9_]+]] = stablehlo.compare EQ
// JVP: %[[WT:[a-z0-9_]+]] = stablehlo.select %[[MASK]], %[[TU]], %{{.*}}
// JVP-NEXT: %[[OUT:[a-z0-9_]+]] = "stablehlo.scatter"(%[[CLEARED]], %[[I]], %[[WT]])
// JVP: stablehlo.add
// JVP: return %{{.*}}, %[[OUT]] :
func.func @f(%x: tensor<5xf64>, %i: tensor<3x1xi32>, %u: tensor<3xf64>) -> tensor<5xf64> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    stablehlo.return %b : tensor<f64>
  }) : (tensor<5xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<5xf64>
  return %0 : tensor<5xf64>
}

// -----

// scatter (replace) with unique_indices: the winners are the in-bounds
// updates; no ids.
// VJP-LABEL: func.func @f_vjp
// VJP-NOT: stablehlo.iota
// VJP: %[[ONES:[a-z0-9_]+]] = stablehlo.constant dense<1.000000e+00> : tensor<5xf64>
// VJP: stablehlo.pad %[[ONES]]
// VJP-NEXT: %[[INB:[a-z0-9_]+]] = "stablehlo.gather"
// VJP: stablehlo.compare NE, %[[INB]]
// VJP-NOT: stablehlo.iota
// VJP: return
// JVP-LABEL: func.func @f_jvp
// JVP-NOT: stablehlo.iota
// JVP: stablehlo.compare NE
// JVP-NOT: stablehlo.iota
// JVP: return
func.func @f(%x: tensor<5xf64>, %i: tensor<3x1xi32>, %u: tensor<3xf64>) -> tensor<5xf64> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    stablehlo.return %b : tensor<f64>
  }) : (tensor<5xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<5xf64>
  return %0 : tensor<5xf64>
}

// -----

// scatter_add: the input gets the cotangent unchanged, the updates read it
// at their targets (zero when dropped). The JVP is the same scatter_add of
// the tangents.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-z0-9_]+]]: tensor<4x3xf64>, %[[I:[a-z0-9_]+]]: tensor<2x1xi64>, %[[U:[a-z0-9_]+]]: tensor<2x2x3xf64>, %[[CT:[a-z0-9_]+]]: tensor<4x3xf64>)
// VJP: %[[PAD:[a-z0-9_]+]] = stablehlo.pad %[[CT]], %{{.*}}, low = [2, 0], high = [2, 0], interior = [0, 0] : (tensor<4x3xf64>, tensor<f64>) -> tensor<8x3xf64>
// VJP-NEXT: %[[GU:[a-z0-9_]+]] = "stablehlo.gather"(%[[PAD]], %{{.*}}) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 3>}> : (tensor<8x3xf64>, tensor<2x1xi64>) -> tensor<2x2x3xf64>
// VJP-NEXT: return %{{.*}}, %[[CT]], %[[GU]] :
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%{{.*}}: tensor<4x3xf64>, %[[I:[a-z0-9_]+]]: tensor<2x1xi64>, %{{.*}}: tensor<2x2x3xf64>, %[[TX:[a-z0-9_]+]]: tensor<4x3xf64>, %[[TU:[a-z0-9_]+]]: tensor<2x2x3xf64>)
// JVP: "stablehlo.scatter"(%[[TX]], %[[I]], %[[TU]])
func.func @f(%x: tensor<4x3xf64>, %i: tensor<2x1xi64>, %u: tensor<2x2x3xf64>) -> tensor<4x3xf64> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<4x3xf64>, tensor<2x1xi64>, tensor<2x2x3xf64>) -> tensor<4x3xf64>
  return %0 : tensor<4x3xf64>
}

// -----

// scatter_mul: the input's cotangent is scatter_mul(ct, updates); each
// update's uses the product of the other updates at its target, counting
// zeros instead of dividing by them.
// VJP-LABEL: func.func @f_vjp
// VJP: stablehlo.multiply %{{.*}}, %{{.*}} : tensor<f64>
// VJP: %[[ISZERO:[a-z0-9_]+]] = stablehlo.compare EQ, %{{.*}}, %{{.*}} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
// VJP: %[[ZEROCOUNT:[a-z0-9_]+]] = stablehlo.convert %[[ISZERO]] : (tensor<3xi1>) -> tensor<3xf64>
// VJP: stablehlo.divide
// VJP: return
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%[[X:[a-z0-9_]+]]: tensor<5xf64>, %[[I:[a-z0-9_]+]]: tensor<3x1xi32>, %[[U:[a-z0-9_]+]]: tensor<3xf64>, %[[TX:[a-z0-9_]+]]: tensor<5xf64>, %[[TU:[a-z0-9_]+]]: tensor<3xf64>)
// JVP: %[[FROMX:[a-z0-9_]+]] = "stablehlo.scatter"(%[[TX]], %[[I]], %[[U]])
// JVP: %[[WEIGHTED:[a-z0-9_]+]] = stablehlo.multiply %{{.*}}, %[[TU]] : tensor<3xf64>
// JVP: %[[FROMU:[a-z0-9_]+]] = "stablehlo.scatter"(%{{.*}}, %[[I]], %[[WEIGHTED]])
// JVP: stablehlo.add
// JVP: %[[SCALED:[a-z0-9_]+]] = stablehlo.multiply %[[X]], %[[FROMU]] : tensor<5xf64>
// JVP-NEXT: %[[T:[a-z0-9_]+]] = stablehlo.add %[[FROMX]], %[[SCALED]] : tensor<5xf64>
// JVP-NEXT: return %{{.*}}, %[[T]] :
func.func @f(%x: tensor<5xf64>, %i: tensor<3x1xi32>, %u: tensor<3xf64>) -> tensor<5xf64> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.multiply %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<5xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<5xf64>
  return %0 : tensor<5xf64>
}

// -----

// scatter_max: ties are split evenly between the input and every in-bounds
// update equal to the result.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-z0-9_]+]]: tensor<5xf64>, %{{.*}}: tensor<3x1xi32>, %[[U:[a-z0-9_]+]]: tensor<3xf64>, %[[CT:[a-z0-9_]+]]: tensor<5xf64>)
// VJP: %[[R:[a-z0-9_]+]] = "stablehlo.scatter"(%[[X]]
// VJP: %[[XWINS:[a-z0-9_]+]] = stablehlo.compare EQ, %[[X]], %[[R]]
// VJP: %[[COUNT:[a-z0-9_]+]] = stablehlo.add %{{.*}}, %{{.*}} : tensor<5xf64>
// VJP-NEXT: %[[SHARE:[a-z0-9_]+]] = stablehlo.divide %[[CT]], %[[COUNT]] : tensor<5xf64>
// VJP: stablehlo.select %[[XWINS]], %[[SHARE]]
// VJP: return
// JVP-LABEL: func.func @f_jvp
// JVP: %[[COUNT:[a-z0-9_]+]] = stablehlo.add %{{.*}}, %{{.*}} : tensor<5xf64>
// JVP: %[[SUM:[a-z0-9_]+]] = stablehlo.add %{{.*}}, %{{.*}} : tensor<5xf64>
// JVP-NEXT: %[[T:[a-z0-9_]+]] = stablehlo.divide %[[SUM]], %[[COUNT]] : tensor<5xf64>
// JVP-NEXT: return %{{.*}}, %[[T]] :
func.func @f(%x: tensor<5xf64>, %i: tensor<3x1xi32>, %u: tensor<3xf64>) -> tensor<5xf64> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.maximum %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<5xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<5xf64>
  return %0 : tensor<5xf64>
}
