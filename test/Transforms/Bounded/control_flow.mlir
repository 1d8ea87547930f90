// RUN: hlokit-opt %s --hlokit-bounded-to-static -split-input-file | FileCheck %s

// The size is an extra loop-carried value after its buffer, in both regions;
// the body's set_dimension_size yields the next iteration's size.
// CHECK-LABEL: func.func @while_shrink(%arg0: tensor<5xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<5xf32>, tensor<i32>) {
// CHECK-NEXT:    %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<5xf32>, tensor<i32>
// CHECK-NEXT:     cond {
// CHECK-NEXT:      %1 = stablehlo.compare  GT, %iterArg_0, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:      stablehlo.return %1 : tensor<i1>
// CHECK-NEXT:    } do {
// CHECK-NEXT:      %1 = stablehlo.subtract %iterArg_0, %c : tensor<i32>
// CHECK-NEXT:      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:      %2 = stablehlo.minimum %iterArg_0, %1 : tensor<i32>
// CHECK-NEXT:      %3 = stablehlo.iota dim = 0 : tensor<5xi32>
// CHECK-NEXT:      %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
// CHECK-NEXT:      %5 = stablehlo.compare  LT, %3, %4 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
// CHECK-NEXT:      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
// CHECK-NEXT:      %7 = stablehlo.select %5, %iterArg, %6 : tensor<5xi1>, tensor<5xf32>
// CHECK-NEXT:      stablehlo.return %7, %1 : tensor<5xf32>, tensor<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : tensor<5xf32>, tensor<i32>
func.func @while_shrink(%a: tensor<?xf32, #stablehlo.bounds<5>>, %n: tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<5>> {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.while(%x = %a) : tensor<?xf32, #stablehlo.bounds<5>>
   cond {
    %s = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<i32>
    %p = stablehlo.compare GT, %s, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
   } do {
    %s = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<i32>
    %m = stablehlo.subtract %s, %one : tensor<i32>
    %y = stablehlo.set_dimension_size %x, %m, dim = 0 : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<5>>
    stablehlo.return %y : tensor<?xf32, #stablehlo.bounds<5>>
   }
  return %r : tensor<?xf32, #stablehlo.bounds<5>>
}

// -----

// A static operand enters a loop whose carried type is bounded (generic form):
// it is zero-padded to the bound and its size is a constant. Static
// loop-carried values are unchanged.
// CHECK-LABEL: func.func @while_static_operand(%arg0: tensor<3x2xf32>) -> (tensor<4x2xf32>, tensor<i32>, tensor<i32>) {
// CHECK-NEXT:    %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %0 = stablehlo.pad %arg0, %cst, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<4x2xf32>
// CHECK-NEXT:    %c_0 = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT:    %1:3 = stablehlo.while(%iterArg = %0, %iterArg_1 = %c_0, %iterArg_2 = %c) : tensor<4x2xf32>, tensor<i32>, tensor<i32>
// CHECK-NEXT:     cond {
// CHECK-NEXT:      %2 = stablehlo.compare  LT, %iterArg_2, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:      stablehlo.return %2 : tensor<i1>
// CHECK-NEXT:    } do {
// CHECK-NEXT:      stablehlo.return %iterArg, %iterArg_1, %iterArg_2 : tensor<4x2xf32>, tensor<i32>, tensor<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1#0, %1#1, %1#2 : tensor<4x2xf32>, tensor<i32>, tensor<i32>
func.func @while_static_operand(%a: tensor<3x2xf32>) -> (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<i32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.while"(%a, %zero) ({
  ^bb0(%x: tensor<?x2xf32, #stablehlo.bounds<4, ?>>, %i: tensor<i32>):
    %p = stablehlo.compare LT, %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<?x2xf32, #stablehlo.bounds<4, ?>>, %i: tensor<i32>):
    stablehlo.return %x, %i : tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<i32>
  }) : (tensor<3x2xf32>, tensor<i32>) -> (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<i32>)
  return %r#0, %r#1 : tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<i32>
}

// -----

// Each branch yields its buffer and size, fitted to the declared result:
// the bound-3 value is zero-padded to bound 6; the concatenation is not.
// CHECK-LABEL: func.func @if_sizes(%arg0: tensor<i1>, %arg1: tensor<3xi32>, %arg2: tensor<i32>) -> (tensor<6xi32>, tensor<i32>) {
// CHECK-NEXT:    %0:2 = "stablehlo.if"(%arg0) ({
// CHECK-NEXT:      %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:      %1 = stablehlo.pad %arg1, %c, low = [0], high = [3], interior = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
// CHECK-NEXT:      stablehlo.return %1, %arg2 : tensor<6xi32>, tensor<i32>
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %c = stablehlo.constant dense<0> : tensor<6xi32>
// CHECK-NEXT:      %c_0 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:      %1 = stablehlo.dynamic_update_slice %c, %arg1, %c_0 : (tensor<6xi32>, tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
// CHECK-NEXT:      %2 = stablehlo.add %c_0, %arg2 : tensor<i32>
// CHECK-NEXT:      %3 = stablehlo.dynamic_update_slice %1, %arg1, %2 : (tensor<6xi32>, tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
// CHECK-NEXT:      %4 = stablehlo.add %2, %arg2 : tensor<i32>
// CHECK-NEXT:      stablehlo.return %3, %4 : tensor<6xi32>, tensor<i32>
// CHECK-NEXT:    }) : (tensor<i1>) -> (tensor<6xi32>, tensor<i32>)
// CHECK-NEXT:    return %0#0, %0#1 : tensor<6xi32>, tensor<i32>
func.func @if_sizes(%p: tensor<i1>, %a: tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<?xi32, #stablehlo.bounds<6>> {
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<?xi32, #stablehlo.bounds<3>>
  }, {
    %c = stablehlo.concatenate %a, %a, dim = 0 : (tensor<?xi32, #stablehlo.bounds<3>>, tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<?xi32, #stablehlo.bounds<6>>
    stablehlo.return %c : tensor<?xi32, #stablehlo.bounds<6>>
  }) : (tensor<i1>) -> tensor<?xi32, #stablehlo.bounds<6>>
  return %r : tensor<?xi32, #stablehlo.bounds<6>>
}

// -----

// A static value returned where the result is bounded: zero-padded to the
// bound, its size a constant. A bounded value returned where the result is
// static is cut to it.
// CHECK-LABEL: func.func @case_static_and_bounded(%arg0: tensor<i32>, %arg1: tensor<5x2xf32>, %arg2: tensor<i32>) -> (tensor<5x2xf32>, tensor<i32>, tensor<3x2xf32>) {
// CHECK-NEXT:    %0:3 = "stablehlo.case"(%arg0) ({
// CHECK-NEXT:      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x2xf32>
// CHECK-NEXT:      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:      %1 = stablehlo.pad %cst, %cst_0, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<5x2xf32>
// CHECK-NEXT:      %c = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT:      %2 = stablehlo.slice %arg1 [0:3, 0:2] : (tensor<5x2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT:      stablehlo.return %1, %c, %2 : tensor<5x2xf32>, tensor<i32>, tensor<3x2xf32>
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %1 = stablehlo.slice %arg1 [0:3, 0:2] : (tensor<5x2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT:      stablehlo.return %arg1, %arg2, %1 : tensor<5x2xf32>, tensor<i32>, tensor<3x2xf32>
// CHECK-NEXT:    }) : (tensor<i32>) -> (tensor<5x2xf32>, tensor<i32>, tensor<3x2xf32>)
// CHECK-NEXT:    return %0#0, %0#1, %0#2 : tensor<5x2xf32>, tensor<i32>, tensor<3x2xf32>
func.func @case_static_and_bounded(%i: tensor<i32>, %a: tensor<?x2xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x2xf32, #stablehlo.bounds<5, ?>>, tensor<3x2xf32>) {
  %r:2 = "stablehlo.case"(%i) ({
    %c = stablehlo.constant dense<1.0> : tensor<3x2xf32>
    stablehlo.return %c, %a : tensor<3x2xf32>, tensor<?x2xf32, #stablehlo.bounds<5, ?>>
  }, {
    stablehlo.return %a, %a : tensor<?x2xf32, #stablehlo.bounds<5, ?>>, tensor<?x2xf32, #stablehlo.bounds<5, ?>>
  }) : (tensor<i32>) -> (tensor<?x2xf32, #stablehlo.bounds<5, ?>>, tensor<3x2xf32>)
  return %r#0, %r#1 : tensor<?x2xf32, #stablehlo.bounds<5, ?>>, tensor<3x2xf32>
}

// -----

// Calls pass each buffer followed by its sizes and take the callee's
// results likewise, whether the callee comes before or after the caller.
// CHECK-LABEL: func.func private @callee(%arg0: tensor<2x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<3xf32>) -> (tensor<3xf32>, tensor<4x2xf32>, tensor<i32>, tensor<i32>) {
// CHECK-NEXT:    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
// CHECK-NEXT:    return %arg3, %0, %arg2, %arg1 : tensor<3xf32>, tensor<4x2xf32>, tensor<i32>, tensor<i32>
func.func private @callee(%x: tensor<?x?xf32, #stablehlo.bounds<2, 4>>, %y: tensor<3xf32>) -> (tensor<3xf32>, tensor<?x?xf32, #stablehlo.bounds<4, 2>>) {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x?xf32, #stablehlo.bounds<2, 4>>) -> tensor<?x?xf32, #stablehlo.bounds<4, 2>>
  return %y, %t : tensor<3xf32>, tensor<?x?xf32, #stablehlo.bounds<4, 2>>
}

// CHECK-LABEL: func.func @caller(%arg0: tensor<2x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<3xf32>) -> (tensor<4x2xf32>, tensor<i32>, tensor<i32>) {
// CHECK-NEXT:    %0:4 = call @callee(%arg0, %arg1, %arg2, %arg3) : (tensor<2x4xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<4x2xf32>, tensor<i32>, tensor<i32>)
// CHECK-NEXT:    %1:4 = call @later(%0#1, %0#2, %0#3) : (tensor<4x2xf32>, tensor<i32>, tensor<i32>) -> (tensor<4x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>)
// CHECK-NEXT:    return %1#0, %1#1, %1#2 : tensor<4x2xf32>, tensor<i32>, tensor<i32>
func.func @caller(%x: tensor<?x?xf32, #stablehlo.bounds<2, 4>>, %y: tensor<3xf32>) -> tensor<?x?xf32, #stablehlo.bounds<4, 2>> {
  %r:2 = func.call @callee(%x, %y) : (tensor<?x?xf32, #stablehlo.bounds<2, 4>>, tensor<3xf32>) -> (tensor<3xf32>, tensor<?x?xf32, #stablehlo.bounds<4, 2>>)
  %s:2 = func.call @later(%r#1) : (tensor<?x?xf32, #stablehlo.bounds<4, 2>>) -> (tensor<?x?xf32, #stablehlo.bounds<4, 2>>, tensor<i32>)
  return %s#0 : tensor<?x?xf32, #stablehlo.bounds<4, 2>>
}

// CHECK-LABEL: func.func private @later(%arg0: tensor<4x2xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<4x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) {
// CHECK-NEXT:    return %arg0, %arg1, %arg2, %arg2 : tensor<4x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>
func.func private @later(%x: tensor<?x?xf32, #stablehlo.bounds<4, 2>>) -> (tensor<?x?xf32, #stablehlo.bounds<4, 2>>, tensor<i32>) {
  %s = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x?xf32, #stablehlo.bounds<4, 2>>) -> tensor<i32>
  return %x, %s : tensor<?x?xf32, #stablehlo.bounds<4, 2>>, tensor<i32>
}

// -----

// A while nested in an if: its regions are lowered in program order and use
// %a and its size from above.
// CHECK-LABEL: func.func @while_in_if(%arg0: tensor<i1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> (tensor<4xi32>, tensor<i32>) {
// CHECK-NEXT:    %0:2 = "stablehlo.if"(%arg0) ({
// CHECK-NEXT:      %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:      %1:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg2) : tensor<4xi32>, tensor<i32>
// CHECK-NEXT:       cond {
// CHECK-NEXT:        %2 = stablehlo.compare  LT, %iterArg_0, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:        stablehlo.return %2 : tensor<i1>
// CHECK-NEXT:      } do {
// CHECK-NEXT:        %2 = stablehlo.add %iterArg, %arg1 : tensor<4xi32>
// CHECK-NEXT:        stablehlo.return %2, %iterArg_0 : tensor<4xi32>, tensor<i32>
// CHECK-NEXT:      }
// CHECK-NEXT:      stablehlo.return %1#0, %1#1 : tensor<4xi32>, tensor<i32>
// CHECK-NEXT:    }, {
// CHECK-NEXT:      stablehlo.return %arg1, %arg2 : tensor<4xi32>, tensor<i32>
// CHECK-NEXT:    }) : (tensor<i1>) -> (tensor<4xi32>, tensor<i32>)
// CHECK-NEXT:    return %0#0, %0#1 : tensor<4xi32>, tensor<i32>
func.func @while_in_if(%p: tensor<i1>, %a: tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?xi32, #stablehlo.bounds<4>> {
  %r = "stablehlo.if"(%p) ({
    %one = stablehlo.constant dense<1> : tensor<i32>
    %w = stablehlo.while(%x = %a) : tensor<?xi32, #stablehlo.bounds<4>>
     cond {
      %s = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
      %sa = stablehlo.get_dimension_size %a, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
      %lt = stablehlo.compare LT, %s, %sa : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
     } do {
      %y = stablehlo.add %x, %a : tensor<?xi32, #stablehlo.bounds<4>>
      stablehlo.return %y : tensor<?xi32, #stablehlo.bounds<4>>
     }
    stablehlo.return %w : tensor<?xi32, #stablehlo.bounds<4>>
  }, {
    stablehlo.return %a : tensor<?xi32, #stablehlo.bounds<4>>
  }) : (tensor<i1>) -> tensor<?xi32, #stablehlo.bounds<4>>
  return %r : tensor<?xi32, #stablehlo.bounds<4>>
}

// -----

// An if without bounded operands or results still has its regions lowered;
// the scalar region of reduce is left alone.
// CHECK-LABEL: func.func @static_regions(%arg0: tensor<i1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<i32> {
// CHECK-NEXT:    %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %0 = "stablehlo.if"(%arg0) ({
// CHECK-NEXT:      %1 = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT:      %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT:      %3 = stablehlo.compare  LT, %1, %2 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK-NEXT:      %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT:      %5 = stablehlo.select %3, %arg1, %4 : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT:      %6 = stablehlo.reduce(%5 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
// CHECK-NEXT:      stablehlo.return %6 : tensor<i32>
// CHECK-NEXT:    }, {
// CHECK-NEXT:      stablehlo.return %c : tensor<i32>
// CHECK-NEXT:    }) : (tensor<i1>) -> tensor<i32>
// CHECK-NEXT:    return %0 : tensor<i32>
func.func @static_regions(%p: tensor<i1>, %a: tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.if"(%p) ({
    %sum = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<i32>
    stablehlo.return %sum : tensor<i32>
  }, {
    stablehlo.return %zero : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  return %r : tensor<i32>
}
