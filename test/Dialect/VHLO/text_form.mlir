// upstream's text form of vhlo attributes and types (VhloAsmFormat.cpp):
// printed as upstream prints them, parsed back, and read as a portable
// artifact in text form.
// RUN: hlokit-opt --mlir-print-op-generic %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt --mlir-print-op-generic | FileCheck %s
// RUN: hlokit-opt --emit-bytecode %s | hlokit-opt --mlir-print-op-generic | FileCheck %s
// RUN: hlokit-opt %s | FileCheck %s --check-prefix=PRETTY
// RUN: hlokit-translate --deserialize %s | FileCheck %s --check-prefix=SHLO

// CHECK-LABEL: "vhlo.func_v1"
// CHECK-SAME: function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<2x?x!vhlo.f32_v1, #vhlo.type_extensions_v1<bounds = [?, 4]>>, !vhlo.tensor_v1<2x!vhlo.bool_v1>, !vhlo.tensor_v1<2x!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 3.400000e+01:16, -128:127, 1>>, !vhlo.tensor_v1<2x!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [3.400000e+01, 1.500000e+00], [16, -3], -128:127, 1>>, !vhlo.tensor_v1<2x!vhlo.complex_v1<!vhlo.f32_v1>>, !vhlo.token_v1, !vhlo.unranked_tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>>>
// CHECK-SAME: sym_name = #vhlo.string_v1<"main">
// CHECK: compare_type = #vhlo<comparison_type_v1 UNSIGNED>, comparison_direction = #vhlo<comparison_direction_v1 GT>
// CHECK: value = #vhlo.tensor_v1<dense<[true, false]> : tensor<2xi1>>
// CHECK: value = #vhlo.tensor_v1<dense<1.500000e+00> : tensor<f32>>
// CHECK: result_accuracy = #vhlo.result_accuracy_v1<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 2, mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>
// CHECK: api_version = #vhlo<api_version_v1 API_VERSION_TYPED_FFI>, backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"bar"> = #vhlo.integer_v1<42 : i32>}>
// CHECK-SAME: has_side_effect = #vhlo.bool_v1<false>
// CHECK-SAME: output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 0, operandTupleIndices = []>]>
// CHECK: epsilon = #vhlo.float_v1<1.000000e-03 : !vhlo.f32_v1>, feature_index = #vhlo.integer_v1<0 : i64>

// func_v1 has upstream's custom form; the other ops print generically.
// PRETTY: vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<2x?x!vhlo.f32_v1, #vhlo.type_extensions_v1<bounds = [?, 4]>>, %arg1: !vhlo.tensor_v1<2x!vhlo.bool_v1>, {{.*}}, %arg6: !vhlo.unranked_tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<2x!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) {
// PRETTY-NEXT: %0 = "vhlo.compare_v1"(%arg1, %arg1)
// PRETTY: "vhlo.return_v1"(%0, %4)
// PRETTY-NEXT: } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// SHLO: func.func @main(%arg0: tensor<2x?xf32, #stablehlo.bounds<?, 4>>, %arg1: tensor<2xi1>, %arg2: tensor<2x!quant.uniform<i8:f32, 3.400000e+01:16>>, %arg3: tensor<2x!quant.uniform<i8:f32:0, {3.400000e+01:16,1.500000e+00:-3}>>, %arg4: tensor<2xcomplex<f32>>, %arg5: !stablehlo.token, %arg6: tensor<*xf32>) -> (tensor<2xi1>, tensor<f32>)
// SHLO: stablehlo.compare  GT, %arg1, %arg1,  UNSIGNED
// SHLO: stablehlo.constant dense<[true, false]> : tensor<2xi1>
// SHLO: stablehlo.exponential %{{.*}} {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}
// SHLO: stablehlo.custom_call @foo(%{{.*}}) {api_version = 4 : i32, backend_config = {bar = 42 : i32}, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]}
// SHLO: epsilon = 1.000000e-03 : f32, feature_index = 0 : i64

  "vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<2x?x!vhlo.f32_v1, #vhlo.type_extensions_v1<bounds = [?, 4]>>, !vhlo.tensor_v1<2x!vhlo.bool_v1>, !vhlo.tensor_v1<2x!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 3.400000e+01:16, -128:127, 1>>, !vhlo.tensor_v1<2x!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [3.400000e+01, 1.500000e+00], [16, -3], -128:127, 1>>, !vhlo.tensor_v1<2x!vhlo.complex_v1<!vhlo.f32_v1>>, !vhlo.token_v1, !vhlo.unranked_tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
  ^bb0(%arg0: !vhlo.tensor_v1<2x?x!vhlo.f32_v1, #vhlo.type_extensions_v1<bounds = [?, 4]>>, %arg1: !vhlo.tensor_v1<2x!vhlo.bool_v1>, %arg2: !vhlo.tensor_v1<2x!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 3.400000e+01:16, -128:127, 1>>, %arg3: !vhlo.tensor_v1<2x!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [3.400000e+01, 1.500000e+00], [16, -3], -128:127, 1>>, %arg4: !vhlo.tensor_v1<2x!vhlo.complex_v1<!vhlo.f32_v1>>, %arg5: !vhlo.token_v1, %arg6: !vhlo.unranked_tensor_v1<!vhlo.f32_v1>):
    %0 = "vhlo.compare_v1"(%arg1, %arg1) <{compare_type = #vhlo<comparison_type_v1 UNSIGNED>, comparison_direction = #vhlo<comparison_direction_v1 GT>}> : (!vhlo.tensor_v1<2x!vhlo.bool_v1>, !vhlo.tensor_v1<2x!vhlo.bool_v1>) -> !vhlo.tensor_v1<2x!vhlo.bool_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<[true, false]> : tensor<2xi1>>}> : () -> !vhlo.tensor_v1<2x!vhlo.bool_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.500000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %3 = "vhlo.exponential_v2"(%2) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 2, mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %4 = "vhlo.custom_call_v2"(%2) <{api_version = #vhlo<api_version_v1 API_VERSION_TYPED_FFI>, backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"bar"> = #vhlo.integer_v1<42 : i32>}>, call_target_name = #vhlo.string_v1<"foo">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 0, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[]>, result_tilings = #vhlo.array_v1<[]>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %5 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>>}> : () -> !vhlo.tensor_v1<2x!vhlo.f32_v1>
    %6 = "vhlo.batch_norm_inference_v1"(%5, %5, %5, %5, %5) <{epsilon = #vhlo.float_v1<1.000000e-03 : !vhlo.f32_v1>, feature_index = #vhlo.integer_v1<0 : i64>}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x!vhlo.f32_v1>
    "vhlo.return_v1"(%0, %4) : (!vhlo.tensor_v1<2x!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  }) : () -> ()

