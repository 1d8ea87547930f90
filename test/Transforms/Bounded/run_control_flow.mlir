// The interpreter gives the same results for a bounded program with control
// flow and calls and for its lowering (returned values are scalars, so both
// print alike). The predicates, indices and trip counts are run-time values
// of private functions, so the lowering cannot fold them.
// RUN: hlokit-run %s | FileCheck %s
// RUN: hlokit-opt %s --hlokit-bounded-to-static -o %t.mlir
// RUN: hlokit-run %t.mlir | FileCheck %s

// The size and the sum of `x`.
func.func private @size_sum(%x: tensor<?xi32, #stablehlo.bounds<10>>) -> (tensor<i32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %size = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<i32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<10>>, tensor<i32>) -> tensor<i32>
  return %size, %sum : tensor<i32>, tensor<i32>
}

// Drops the last element while the size exceeds %n, adding up the sums of
// what is left after each step; returns the final size and that total.
func.func private @shrink(%x: tensor<?xi32, #stablehlo.bounds<10>>, %n: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%it = %x, %acc = %zero) : tensor<?xi32, #stablehlo.bounds<10>>, tensor<i32>
   cond {
    %s = stablehlo.get_dimension_size %it, dim = 0 : (tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<i32>
    %p = stablehlo.compare GT, %s, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
   } do {
    %s = stablehlo.get_dimension_size %it, dim = 0 : (tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<i32>
    %m = stablehlo.subtract %s, %one : tensor<i32>
    %y = stablehlo.set_dimension_size %it, %m, dim = 0 : (tensor<?xi32, #stablehlo.bounds<10>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<10>>
    %sum = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<10>>, tensor<i32>) -> tensor<i32>
    %next = stablehlo.add %acc, %sum : tensor<i32>
    stablehlo.return %y, %next : tensor<?xi32, #stablehlo.bounds<10>>, tensor<i32>
   }
  %size = stablehlo.get_dimension_size %r#0, dim = 0 : (tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<i32>
  return %size, %r#1 : tensor<i32>, tensor<i32>
}

// [1..5] shrinks to size 2: 10 + 6 + 3 = 19.
// CHECK: tensor<i32> {2}
// CHECK-NEXT: tensor<i32> {19}
func.func @while_shrink() -> (tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]> : tensor<10xi32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %x = stablehlo.set_dimension_size %data, %five, dim = 0 : (tensor<10xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<10>>
  %r:2 = func.call @shrink(%x, %two) : (tensor<?xi32, #stablehlo.bounds<10>>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  return %r#0, %r#1 : tensor<i32>, tensor<i32>
}

// x, or x ++ x: the branches yield different bounds and run-time sizes.
func.func private @maybe_double(%p: tensor<i1>, %x: tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<?xi32, #stablehlo.bounds<10>> {
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<?xi32, #stablehlo.bounds<5>>
  }, {
    %c = stablehlo.concatenate %x, %x, dim = 0 : (tensor<?xi32, #stablehlo.bounds<5>>, tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<?xi32, #stablehlo.bounds<10>>
    stablehlo.return %c : tensor<?xi32, #stablehlo.bounds<10>>
  }) : (tensor<i1>) -> tensor<?xi32, #stablehlo.bounds<10>>
  return %r : tensor<?xi32, #stablehlo.bounds<10>>
}

// [1, 2, 3]: size 3, sum 6; doubled: size 6, sum 12.
// CHECK: tensor<i32> {3}
// CHECK-NEXT: tensor<i32> {6}
// CHECK-NEXT: tensor<i32> {6}
// CHECK-NEXT: tensor<i32> {12}
func.func @if_branches() -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %x = stablehlo.set_dimension_size %data, %three, dim = 0 : (tensor<5xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<5>>
  %a = func.call @maybe_double(%true, %x) : (tensor<i1>, tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<?xi32, #stablehlo.bounds<10>>
  %b = func.call @maybe_double(%false, %x) : (tensor<i1>, tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<?xi32, #stablehlo.bounds<10>>
  %ra:2 = func.call @size_sum(%a) : (tensor<?xi32, #stablehlo.bounds<10>>) -> (tensor<i32>, tensor<i32>)
  %rb:2 = func.call @size_sum(%b) : (tensor<?xi32, #stablehlo.bounds<10>>) -> (tensor<i32>, tensor<i32>)
  return %ra#0, %ra#1, %rb#0, %rb#1 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
}

// Branch 0: x; branch 1: x cut to size 1; branch 2: a static [7, 7] returned
// as bounded.
func.func private @pick(%i: tensor<i32>, %x: tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<?xi32, #stablehlo.bounds<10>> {
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<?xi32, #stablehlo.bounds<10>>
  }, {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %y = stablehlo.set_dimension_size %x, %one, dim = 0 : (tensor<?xi32, #stablehlo.bounds<10>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<10>>
    stablehlo.return %y : tensor<?xi32, #stablehlo.bounds<10>>
  }, {
    %c = stablehlo.constant dense<7> : tensor<2xi32>
    stablehlo.return %c : tensor<2xi32>
  }) : (tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<10>>
  return %r : tensor<?xi32, #stablehlo.bounds<10>>
}

// [4, 5, 6, 7]: size 4, sum 22; size 1, sum 4; size 2, sum 14.
// CHECK: tensor<i32> {4}
// CHECK-NEXT: tensor<i32> {22}
// CHECK-NEXT: tensor<i32> {1}
// CHECK-NEXT: tensor<i32> {4}
// CHECK-NEXT: tensor<i32> {2}
// CHECK-NEXT: tensor<i32> {14}
func.func @case_branches() -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[4, 5, 6, 7, 8, 9, 10, 11, 12, 13]> : tensor<10xi32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %i2 = stablehlo.constant dense<2> : tensor<i32>
  %x = stablehlo.set_dimension_size %data, %four, dim = 0 : (tensor<10xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<10>>
  %a = func.call @pick(%i0, %x) : (tensor<i32>, tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<?xi32, #stablehlo.bounds<10>>
  %b = func.call @pick(%i1, %x) : (tensor<i32>, tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<?xi32, #stablehlo.bounds<10>>
  %c = func.call @pick(%i2, %x) : (tensor<i32>, tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<?xi32, #stablehlo.bounds<10>>
  %ra:2 = func.call @size_sum(%a) : (tensor<?xi32, #stablehlo.bounds<10>>) -> (tensor<i32>, tensor<i32>)
  %rb:2 = func.call @size_sum(%b) : (tensor<?xi32, #stablehlo.bounds<10>>) -> (tensor<i32>, tensor<i32>)
  %rc:2 = func.call @size_sum(%c) : (tensor<?xi32, #stablehlo.bounds<10>>) -> (tensor<i32>, tensor<i32>)
  return %ra#0, %ra#1, %rb#0, %rb#1, %rc#0, %rc#1 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
}

// When %p holds, grows x one element at a time (exposing zeros) and doubles
// it, until its size is twice that of %x, used from above; else returns x.
func.func private @grow_if(%p: tensor<i1>, %x: tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?xi32, #stablehlo.bounds<4>> {
  %r = "stablehlo.if"(%p) ({
    %one = stablehlo.constant dense<1> : tensor<i32>
    %w = stablehlo.while(%it = %x) : tensor<?xi32, #stablehlo.bounds<4>>
     cond {
      %s = stablehlo.get_dimension_size %it, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
      %sx = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
      %limit = stablehlo.add %sx, %sx : tensor<i32>
      %lt = stablehlo.compare LT, %s, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
     } do {
      %s = stablehlo.get_dimension_size %it, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
      %n = stablehlo.add %s, %one : tensor<i32>
      %y = stablehlo.set_dimension_size %it, %n, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
      %z = stablehlo.add %y, %y : tensor<?xi32, #stablehlo.bounds<4>>
      stablehlo.return %z : tensor<?xi32, #stablehlo.bounds<4>>
     }
    stablehlo.return %w : tensor<?xi32, #stablehlo.bounds<4>>
  }, {
    stablehlo.return %x : tensor<?xi32, #stablehlo.bounds<4>>
  }) : (tensor<i1>) -> tensor<?xi32, #stablehlo.bounds<4>>
  return %r : tensor<?xi32, #stablehlo.bounds<4>>
}

// [3, 5] grows to [6, 10, 0], then [12, 20, 0, 0]: size 4, sum 32; or stays:
// size 2, sum 8.
// CHECK: tensor<i32> {4}
// CHECK-NEXT: tensor<i32> {32}
// CHECK-NEXT: tensor<i32> {2}
// CHECK-NEXT: tensor<i32> {8}
func.func @while_in_if() -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[3, 5, 9, 9]> : tensor<4xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %x = stablehlo.set_dimension_size %data, %two, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %a = func.call @grow_if(%true, %x) : (tensor<i1>, tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %b = func.call @grow_if(%false, %x) : (tensor<i1>, tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %sa = stablehlo.get_dimension_size %a, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
  %ta = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<i32>
  %sb = stablehlo.get_dimension_size %b, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
  %tb = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<i32>
  return %sa, %ta, %sb, %tb : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
}
