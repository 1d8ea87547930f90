// Quantized types with the narrowest storage and expressed types run: the
// interpreter holds every element type of the spec.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --output-dir %t
// RUN: hlokit-run %s --entry expressed_f8 --input %t/result0.npy | FileCheck %s --check-prefix=F8
// RUN: hlokit-run %s --entry storage_i2 | FileCheck %s --check-prefix=I2

func.func @storage() -> tensor<2xi8> {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi8>
  func.return %x : tensor<2xi8>
}

// add runs in its f8E4M3FN expressed type: 1 + 1 and 2 + 2, scale 1.
// F8: tensor<2x!quant.uniform<i8:f8E4M3FN, 1.000000e+00>> {
// F8-NEXT: [2, 4]
func.func private @expressed_f8(%q: tensor<2x!quant.uniform<i8:f8E4M3FN, 1.0>>) -> tensor<2x!quant.uniform<i8:f8E4M3FN, 1.0>> {
  %sum = stablehlo.add %q, %q : tensor<2x!quant.uniform<i8:f8E4M3FN, 1.0>>
  func.return %sum : tensor<2x!quant.uniform<i8:f8E4M3FN, 1.0>>
}

// i2 storage holds [-2, 1]: 2.0 clamps to 1.
// I2: tensor<2x!quant.uniform<i2:f32, 1.000000e+00>> {
// I2-NEXT: [1, 1]
func.func private @storage_i2() -> tensor<2x!quant.uniform<i2:f32, 1.0>> {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i2:f32, 1.0>>
  func.return %q : tensor<2x!quant.uniform<i2:f32, 1.0>>
}
