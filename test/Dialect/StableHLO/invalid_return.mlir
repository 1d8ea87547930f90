// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @return_of_non_hlo_type(%pred: tensor<i1>, %a: i32) {
  "stablehlo.if"(%pred) ({
    // expected-error @+1 {{operand #0 must be variadic of}}
    stablehlo.return %a : i32
  }, {
    stablehlo.return
  }) : (tensor<i1>) -> ()
  func.return
}

// -----

func.func @region_without_terminator(%pred: tensor<i1>) {
  "stablehlo.if"(%pred) ({
    // expected-error @+1 {{block with no terminator}}
    %c = stablehlo.constant dense<1> : tensor<i32>
  }, {
    stablehlo.return
  }) : (tensor<i1>) -> ()
  func.return
}
