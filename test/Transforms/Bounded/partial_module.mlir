// RUN: hlokit-opt %s --hlokit-bounded-to-static --verify-diagnostics | FileCheck %s

// A module that mixes bounded, bound-inferable and unbounded functions: bounds
// that follow from the operands are inferred, what has a bound is lowered, and
// a function whose dynamism has no bound is left unchanged with a warning.

// real_dynamic_slice of a tensor<7xf32> is at most 7 long, so its `?` result
// gets the bound 7, and so do the add and the function's result.
// CHECK-LABEL: func.func @inferred_bound
// CHECK-SAME: -> (tensor<7xf32>, tensor<i32>)
// CHECK: stablehlo.dynamic_slice
// CHECK: %[[SUM:.*]] = stablehlo.add %{{.*}}, %{{.*}} : tensor<7xf32>
// CHECK: return %[[SUM]], %{{.*}} : tensor<7xf32>, tensor<i32>
func.func @inferred_bound(%a: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>) -> tensor<?xf32> {
  %stride = stablehlo.constant dense<1> : tensor<1xi32>
  %0 = stablehlo.real_dynamic_slice %a, %start, %limit, %stride : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %1 = stablehlo.add %0, %0 : tensor<?xf32>
  return %1 : tensor<?xf32>
}

// The call's result follows the callee's inferred result type.
// CHECK-LABEL: func.func @calls_inferred
// CHECK-SAME: -> (tensor<7xf32>, tensor<i32>)
// CHECK: %[[R:.*]]:2 = call @inferred_bound(%arg0, %arg1, %arg2) : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>) -> (tensor<7xf32>, tensor<i32>)
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @calls_inferred(%a: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>) -> tensor<?xf32> {
  %0 = call @inferred_bound(%a, %start, %limit) : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @unbounded_argument
// CHECK-SAME: (%arg0: tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<?xf32>
// expected-warning @+1 {{hlokit-bounded-to-static: function @unbounded_argument left unchanged: argument 0 has type 'tensor<?xf32>' with a dynamic dimension without a bound}}
func.func @unbounded_argument(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.abs %a : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// A value's size read from run-time data has no bound.
// CHECK-LABEL: func.func @unbounded_value
// CHECK: stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
// expected-warning @+1 {{hlokit-bounded-to-static: function @unbounded_value left unchanged: 'stablehlo.dynamic_iota' has a result of type 'tensor<?xi32>' with a dynamic dimension without a bound}}
func.func @unbounded_value(%n: tensor<1xi32>) -> tensor<i32> {
  %0 = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?xi32>) -> tensor<i32>
  return %1 : tensor<i32>
}

// A bounded function is lowered next to the functions left unchanged.
// CHECK-LABEL: func.func @bounded
// CHECK-SAME: (%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
func.func @bounded(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  %0 = stablehlo.negate %a : tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// Lowering this caller would change the calling convention of a callee that
// is left unchanged, so it is left unchanged too.
// CHECK-LABEL: func.func @calls_unchanged
// CHECK-NEXT: call @unbounded_result(%arg0)
// expected-warning @+1 {{hlokit-bounded-to-static: function @calls_unchanged left unchanged: it calls @unbounded_result with bounded values, and @unbounded_result is left unchanged}}
func.func @calls_unchanged(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<2xf32> {
  %0 = call @unbounded_result(%a) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// expected-warning @+1 {{hlokit-bounded-to-static: function @unbounded_result left unchanged: 'stablehlo.dynamic_iota' has a result of type 'tensor<?xf32>' with a dynamic dimension without a bound}}
func.func @unbounded_result(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<2xf32> {
  %n = stablehlo.constant dense<2> : tensor<1xi32>
  %0 = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  %1 = stablehlo.slice %0 [0:2] : (tensor<?xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// A value passed to a call keeps its declared type (the callee's argument
// type must equal it), so no bound reaches the callee here.
// CHECK-LABEL: func.func @passes_unbounded
// CHECK: -> tensor<?xf32>
// expected-warning @+1 {{function @passes_unbounded left unchanged: 'stablehlo.real_dynamic_slice' has a result of type 'tensor<?xf32>'}}
func.func @passes_unbounded(%a: tensor<7xf32>, %start: tensor<1xi32>) -> tensor<?xf32> {
  %0 = stablehlo.real_dynamic_slice %a, %start, %start, %start : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %1 = call @unbounded_argument(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// A result declared without a bound takes its operands' bound.
// CHECK-LABEL: func.func @add_declared_unbounded
// CHECK-SAME: (%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<5xf32>, tensor<i32>)
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.add %arg0, %arg0 : tensor<5xf32>
// CHECK-NEXT: return %[[SUM]], %arg1
func.func @add_declared_unbounded(%a: tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32> {
  %0 = stablehlo.add %a, %a : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
