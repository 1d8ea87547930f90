// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.5.0 --mlir-print-op-generic %s | FileCheck %s --check-prefix=V150
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.8.5 --mlir-print-op-generic %s | FileCheck %s --check-prefix=V185
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.9.0 --mlir-print-op-generic %s | FileCheck %s --check-prefix=V190
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo --mlir-print-op-generic %s | FileCheck %s --check-prefix=CURRENT
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.5.0 --vhlo-legalize-to-stablehlo %s | hlokit-opt | FileCheck %s --check-prefix=BACK

// Each op takes the version of its target; attributes the stablehlo op
// leaves at their default are written out, as upstream does.

// V150-LABEL: "vhlo.func_v1"
// V150-SAME: arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x!vhlo.bool_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"versions">, sym_visibility = #vhlo.string_v1<"">
// V150: "vhlo.exponential_v1"
// V150: "vhlo.cbrt_v1"
// V150: "vhlo.dot_general_v1"(%{{.*}}, %{{.*}}) <{lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}>
// V150: "vhlo.compare_v1"(%{{.*}}, %{{.*}}) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 LT>}>
// V150: "vhlo.return_v1"

// A maximum version covers its patch releases.
// V185: "vhlo.exponential_v1"
// V185: "vhlo.dot_general_v2"

// V190: "vhlo.exponential_v2"(%{{.*}}) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}>
// V190: "vhlo.cbrt_v1"
// V190: "vhlo.dot_general_v2"(%{{.*}}, %{{.*}}) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>,

// CURRENT: "vhlo.exponential_v2"
// CURRENT: "vhlo.cbrt_v2"

// BACK-LABEL: func.func @versions
// BACK-NEXT: stablehlo.exponential %arg0 : tensor<2xf32>
// BACK-NEXT: stablehlo.cbrt
// BACK-NEXT: stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
// BACK-NEXT: stablehlo.compare  LT,
func.func @versions(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xi1> {
  %0 = stablehlo.exponential %a : tensor<2xf32>
  %1 = stablehlo.cbrt %0 : tensor<2xf32>
  %2 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  %3 = stablehlo.compare LT, %1, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %3 : tensor<2xi1>
}
