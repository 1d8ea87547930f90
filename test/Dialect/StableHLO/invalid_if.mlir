// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @pred_not_0d(%pred: tensor<2xi1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{if_i1: pred must be a 0-dimensional tensor, got 'tensor<2xi1>'}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<2xi1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @pred_not_i1(%pred: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{operand #0 must be ranked tensor of pred (i1) values}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @true_branch_takes_arguments(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{if_c1: true_branch must take no arguments, but takes 1}}
  %0 = "stablehlo.if"(%pred) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @false_branch_takes_arguments(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{if_c1: false_branch must take no arguments, but takes 1}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @branches_yield_different_types(%pred: tensor<i1>, %a: tensor<f32>, %b: tensor<i32>) -> tensor<f32> {
  // expected-error @+1 {{if_c2: false_branch yields ('tensor<i32>') but the first branch yields ('tensor<f32>')}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @branches_yield_different_counts(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{if_c2: false_branch yields ('tensor<f32>', 'tensor<f32>') but the first branch yields ('tensor<f32>')}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a, %a : tensor<f32>, tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @results_differ_from_branches(%pred: tensor<i1>, %a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{if_c3: result types ('tensor<3xf32>') do not match the region result types ('tensor<2xf32>')}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %a : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @branch_with_two_blocks(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expects region #0 to have 0 or 1 blocks}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  ^bb1:
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @empty_branch(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{region #0 ('true_branch') failed to verify constraint: region with 1 blocks}}
  %0 = "stablehlo.if"(%pred) ({
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @tuple_result(%pred: tensor<i1>, %a: tuple<tensor<f32>>) -> tuple<tensor<f32>> {
  // expected-error @+1 {{result #0 must be variadic of ranked tensor of}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tuple<tensor<f32>>
  }, {
    stablehlo.return %a : tuple<tensor<f32>>
  }) : (tensor<i1>) -> tuple<tensor<f32>>
  func.return %0 : tuple<tensor<f32>>
}
