//===- VhloOps.td - the versioned vhlo dialect -------------*- tablegen -*-===//
//
// Every versioned op of StableHLO's portable artifacts, with the range of
// StableHLO versions it belongs to. The ops are shells: operands, results and
// regions are untyped, and each op holds its attributes as ODS properties so
// that MLIR's bytecode writes and reads them in the same order (sorted by
// name, one attribute each) as upstream's VHLO ops do. Attribute names and
// version ranges follow upstream's VhloOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_VHLO_OPS
#define HLOKIT_VHLO_OPS

include "mlir/IR/OpBase.td"

def Vhlo_Dialect : Dialect {
  let name = "vhlo";
  let cppNamespace = "::hlokit::vhlo";
  let summary = "versioned StableHLO ops of portable artifacts";
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

// Static, so that the version steps of the conversions read an op class's
// range without an op (OpClass::get in lib/Conversion/VHLO/VhloOpTable.h).
def VHLO_VersionedOpInterface : OpInterface<"VersionedOpInterface"> {
  let cppNamespace = "::hlokit::vhlo";
  let methods = [
    StaticInterfaceMethod<"The first StableHLO version that has this op.",
                          "::llvm::StringRef", "getMinVersion">,
    StaticInterfaceMethod<"The last StableHLO version that has this op, or "
                          "`current`.", "::llvm::StringRef", "getMaxVersion">,
  ];
}

// An op of StableHLO versions [minVersion, maxVersion] (both inclusive).
class VHLO_Op<string mnemonic, string minVersion = "0.9.0",
              string maxVersion = "current", list<Trait> traits = []>
    : Op<Vhlo_Dialect, mnemonic,
         [DeclareOpInterfaceMethods<VHLO_VersionedOpInterface>] # traits> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region VariadicRegion<AnyRegion>:$regions);
  let extraClassDefinition = [{
    ::llvm::StringRef $cppClass::getMinVersion() { return "}] # minVersion # [{"; }
    ::llvm::StringRef $cppClass::getMaxVersion() { return "}] # maxVersion # [{"; }
  }];
}

// An op whose only attribute is `name`.
class VHLO_Op1<string mnemonic, string name, string minVersion = "0.9.0",
               string maxVersion = "current">
    : VHLO_Op<mnemonic, minVersion, maxVersion> {
  let arguments = !con((ins Variadic<AnyType>:$operands),
                       !dag(ins, [AnyAttr], [name]));
}

//===----------------------------------------------------------------------===//
// Ops without attributes
//===----------------------------------------------------------------------===//

def VHLO_AbsOpV1 : VHLO_Op<"abs_v1">;
def VHLO_AddOpV1 : VHLO_Op<"add_v1">;
def VHLO_AfterAllOpV1 : VHLO_Op<"after_all_v1">;
def VHLO_AndOpV1 : VHLO_Op<"and_v1">;
def VHLO_Atan2OpV1 : VHLO_Op<"atan2_v1">;
def VHLO_BitcastConvertOpV1 : VHLO_Op<"bitcast_convert_v1">;
def VHLO_CeilOpV1 : VHLO_Op<"ceil_v1">;
def VHLO_ClampOpV1 : VHLO_Op<"clamp_v1">;
def VHLO_ClzOpV1 : VHLO_Op<"count_leading_zeros_v1">;
def VHLO_ComplexOpV1 : VHLO_Op<"complex_v1">;
def VHLO_ConvertOpV1 : VHLO_Op<"convert_v1">;
def VHLO_CreateTokenOpV1 : VHLO_Op<"create_token_v1">;
def VHLO_DivOpV1 : VHLO_Op<"divide_v1">;
def VHLO_DynamicPadOpV1 : VHLO_Op<"dynamic_pad_v1">;
def VHLO_DynamicReshapeOpV1 : VHLO_Op<"dynamic_reshape_v1">;
def VHLO_DynamicUpdateSliceOpV1 : VHLO_Op<"dynamic_update_slice_v1">;
def VHLO_FloorOpV1 : VHLO_Op<"floor_v1">;
def VHLO_IfOpV1 : VHLO_Op<"if_v1">;
def VHLO_CaseOpV1 : VHLO_Op<"case_v1">;
def VHLO_ImagOpV1 : VHLO_Op<"imag_v1">;
def VHLO_IsFiniteOpV1 : VHLO_Op<"is_finite_v1">;
def VHLO_MaxOpV1 : VHLO_Op<"maximum_v1">;
def VHLO_MinOpV1 : VHLO_Op<"minimum_v1">;
def VHLO_MulOpV1 : VHLO_Op<"multiply_v1">;
def VHLO_NegOpV1 : VHLO_Op<"negate_v1">;
def VHLO_NotOpV1 : VHLO_Op<"not_v1">;
def VHLO_OptimizationBarrierOpV1 : VHLO_Op<"optimization_barrier_v1">;
def VHLO_OrOpV1 : VHLO_Op<"or_v1">;
def VHLO_PopulationCountOpV1 : VHLO_Op<"popcnt_v1">;
def VHLO_PowOpV1 : VHLO_Op<"power_v1">;
def VHLO_RealDynamicSliceOpV1 : VHLO_Op<"real_dynamic_slice_v1">;
def VHLO_RealOpV1 : VHLO_Op<"real_v1">;
def VHLO_RemOpV1 : VHLO_Op<"remainder_v1">;
def VHLO_ReshapeOpV1 : VHLO_Op<"reshape_v1">;
def VHLO_ReturnOpV1 : VHLO_Op<"return_v1", "0.9.0", "current", [Terminator]>;
def VHLO_RoundOpV1 : VHLO_Op<"round_nearest_afz_v1">;
def VHLO_RoundNearestEvenOpV1 : VHLO_Op<"round_nearest_even_v1">;
def VHLO_SelectOpV1 : VHLO_Op<"select_v1">;
def VHLO_ShiftLeftOpV1 : VHLO_Op<"shift_left_v1">;
def VHLO_ShiftRightArithmeticOpV1 : VHLO_Op<"shift_right_arithmetic_v1">;
def VHLO_ShiftRightLogicalOpV1 : VHLO_Op<"shift_right_logical_v1">;
def VHLO_SignOpV1 : VHLO_Op<"sign_v1">;
def VHLO_SubtractOpV1 : VHLO_Op<"subtract_v1">;
def VHLO_TupleOpV1 : VHLO_Op<"tuple_v1">;
def VHLO_UniformDequantizeOpV1 : VHLO_Op<"uniform_dequantize_v1">;
def VHLO_UniformQuantizeOpV1 : VHLO_Op<"uniform_quantize_v1">;
def VHLO_WhileOpV1 : VHLO_Op<"while_v1">;
def VHLO_XorOpV1 : VHLO_Op<"xor_v1">;

//===----------------------------------------------------------------------===//
// Transcendental ops: result_accuracy arrived with exponential_v2 in 1.9.0
// and with the others' _v2 in 1.10.0.
//===----------------------------------------------------------------------===//

def VHLO_ExpOpV1 : VHLO_Op<"exponential_v1", "0.9.0", "1.8.0">;
def VHLO_ExpOpV2 : VHLO_Op1<"exponential_v2", "result_accuracy", "1.9.0">;
def VHLO_CbrtOpV1 : VHLO_Op<"cbrt_v1", "0.9.0", "1.9.0">;
def VHLO_CbrtOpV2 : VHLO_Op1<"cbrt_v2", "result_accuracy", "1.10.0">;
def VHLO_CosineOpV1 : VHLO_Op<"cosine_v1", "0.9.0", "1.9.0">;
def VHLO_CosineOpV2 : VHLO_Op1<"cosine_v2", "result_accuracy", "1.10.0">;
def VHLO_Expm1OpV1 : VHLO_Op<"exponential_minus_one_v1", "0.9.0", "1.9.0">;
def VHLO_Expm1OpV2 : VHLO_Op1<"exponential_minus_one_v2", "result_accuracy",
                              "1.10.0">;
def VHLO_LogOpV1 : VHLO_Op<"log_v1", "0.9.0", "1.9.0">;
def VHLO_LogOpV2 : VHLO_Op1<"log_v2", "result_accuracy", "1.10.0">;
def VHLO_Log1pOpV1 : VHLO_Op<"log_plus_one_v1", "0.9.0", "1.9.0">;
def VHLO_Log1pOpV2 : VHLO_Op1<"log_plus_one_v2", "result_accuracy", "1.10.0">;
def VHLO_LogisticOpV1 : VHLO_Op<"logistic_v1", "0.9.0", "1.9.0">;
def VHLO_LogisticOpV2 : VHLO_Op1<"logistic_v2", "result_accuracy", "1.10.0">;
def VHLO_RsqrtOpV1 : VHLO_Op<"rsqrt_v1", "0.9.0", "1.9.0">;
def VHLO_RsqrtOpV2 : VHLO_Op1<"rsqrt_v2", "result_accuracy", "1.10.0">;
def VHLO_SineOpV1 : VHLO_Op<"sine_v1", "0.9.0", "1.9.0">;
def VHLO_SineOpV2 : VHLO_Op1<"sine_v2", "result_accuracy", "1.10.0">;
def VHLO_SqrtOpV1 : VHLO_Op<"sqrt_v1", "0.9.0", "1.9.0">;
def VHLO_SqrtOpV2 : VHLO_Op1<"sqrt_v2", "result_accuracy", "1.10.0">;
// tan arrived in 1.4.0.
def VHLO_TanOpV1 : VHLO_Op<"tan_v1", "1.4.0", "1.9.0">;
def VHLO_TanOpV2 : VHLO_Op1<"tan_v2", "result_accuracy", "1.10.0">;
def VHLO_TanhOpV1 : VHLO_Op<"tanh_v1", "0.9.0", "1.9.0">;
def VHLO_TanhOpV2 : VHLO_Op1<"tanh_v2", "result_accuracy", "1.10.0">;

//===----------------------------------------------------------------------===//
// Ops with attributes
//===----------------------------------------------------------------------===//

def VHLO_BroadcastInDimOpV1
    : VHLO_Op1<"broadcast_in_dim_v1", "broadcast_dimensions">;
def VHLO_CallOpV1 : VHLO_Op1<"call_v1", "callee">;
def VHLO_CholeskyOpV1 : VHLO_Op1<"cholesky_v1", "lower">;
def VHLO_ConcatenateOpV1 : VHLO_Op1<"concatenate_v1", "dimension">;
def VHLO_ConstantOpV1 : VHLO_Op1<"constant_v1", "value">;
def VHLO_DynamicIotaOpV1 : VHLO_Op1<"dynamic_iota_v1", "iota_dimension">;
def VHLO_DynamicSliceOpV1 : VHLO_Op1<"dynamic_slice_v1", "slice_sizes">;
def VHLO_GetDimensionSizeOpV1
    : VHLO_Op1<"get_dimension_size_v1", "dimension">;
def VHLO_GetTupleElementOpV1 : VHLO_Op1<"get_tuple_element_v1", "index">;
def VHLO_IotaOpV1 : VHLO_Op1<"iota_v1", "iota_dimension">;
def VHLO_MapOpV1 : VHLO_Op1<"map_v1", "dimensions">;
def VHLO_ReduceOpV1 : VHLO_Op1<"reduce_v1", "dimensions">;
def VHLO_ReverseOpV1 : VHLO_Op1<"reverse_v1", "dimensions">;
def VHLO_RngBitGeneratorOpV1
    : VHLO_Op1<"rng_bit_generator_v1", "rng_algorithm">;
def VHLO_RngOpV1 : VHLO_Op1<"rng_v1", "rng_distribution">;
def VHLO_SetDimensionSizeOpV1
    : VHLO_Op1<"set_dimension_size_v1", "dimension">;
def VHLO_TransposeOpV1 : VHLO_Op1<"transpose_v1", "permutation">;

// Not in the spec (openxla/stablehlo#3), still in upstream's VHLO
// (StableHLO/LegacyOps.td).
def VHLO_BroadcastOpV1 : VHLO_Op1<"broadcast_v1", "broadcast_sizes">;
def VHLO_CrossReplicaSumOpV1
    : VHLO_Op1<"cross-replica-sum_v1", "replica_groups">;
def VHLO_DotOpV1 : VHLO_Op1<"dot_v1", "precision_config">;
def VHLO_EinsumOpV1 : VHLO_Op1<"einsum_v1", "einsum_config">;
def VHLO_UnaryEinsumOpV1 : VHLO_Op1<"unary_einsum_v1", "einsum_config">;
def VHLO_TorchIndexSelectOpV1 : VHLO_Op<"torch_index_select_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$dim,
                       AnyAttr:$batch_dims);
}

def VHLO_BatchNormGradOpV1 : VHLO_Op<"batch_norm_grad_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$epsilon,
                       AnyAttr:$feature_index);
}
def VHLO_BatchNormInferenceOpV1 : VHLO_Op<"batch_norm_inference_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$epsilon,
                       AnyAttr:$feature_index);
}
def VHLO_BatchNormTrainingOpV1 : VHLO_Op<"batch_norm_training_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$epsilon,
                       AnyAttr:$feature_index);
}
def VHLO_CompareOpV1 : VHLO_Op<"compare_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$comparison_direction, AnyAttr:$compare_type);
}
def VHLO_DotGeneralOpV1 : VHLO_Op<"dot_general_v1", "0.9.0", "1.5.0"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$lhs_batching_dimensions,
                       AnyAttr:$rhs_batching_dimensions,
                       AnyAttr:$lhs_contracting_dimensions,
                       AnyAttr:$rhs_contracting_dimensions,
                       AnyAttr:$precision_config);
}
def VHLO_DotGeneralOpV2 : VHLO_Op<"dot_general_v2", "1.6.0"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$lhs_batching_dimensions,
                       AnyAttr:$rhs_batching_dimensions,
                       AnyAttr:$lhs_contracting_dimensions,
                       AnyAttr:$rhs_contracting_dimensions,
                       AnyAttr:$precision_config, AnyAttr:$lhs_precision_type,
                       AnyAttr:$rhs_precision_type, AnyAttr:$accumulation_type,
                       AnyAttr:$lhs_component_count,
                       AnyAttr:$rhs_component_count,
                       AnyAttr:$num_primitive_operations,
                       AnyAttr:$allow_imprecise_accumulation);
}
def VHLO_DynamicBroadcastInDimOpV1 : VHLO_Op<"dynamic_broadcast_in_dim_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$broadcast_dimensions,
                       AnyAttr:$known_expanding_dimensions,
                       AnyAttr:$known_nonexpanding_dimensions);
}
def VHLO_FftOpV1 : VHLO_Op<"fft_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$fft_type,
                       AnyAttr:$fft_length);
}
// Upstream's text form: `vhlo.func_v1 @f(%arg0: !vhlo.f32_v1) -> (...) {...}
// {arg_attrs = ..., res_attrs = ..., sym_visibility = ...}`.
def VHLO_FuncOpV1 : VHLO_Op<"func_v1"> {
  let arguments = (ins AnyAttr:$sym_name, AnyAttr:$function_type,
                       AnyAttr:$sym_visibility, AnyAttr:$arg_attrs,
                       AnyAttr:$res_attrs);
  let results = (outs);
  let regions = (region AnyRegion:$body);
  let assemblyFormat =
      "custom<FunctionBody>($sym_name, $body, $function_type) attr-dict";
}
def VHLO_PadOpV1 : VHLO_Op<"pad_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$edge_padding_low, AnyAttr:$edge_padding_high,
                       AnyAttr:$interior_padding);
}
def VHLO_ReducePrecisionOpV1 : VHLO_Op<"reduce_precision_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$exponent_bits,
                       AnyAttr:$mantissa_bits);
}
def VHLO_SliceOpV1 : VHLO_Op<"slice_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$start_indices,
                       AnyAttr:$limit_indices, AnyAttr:$strides);
}
def VHLO_SortOpV1 : VHLO_Op<"sort_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$dimension,
                       AnyAttr:$is_stable);
}
def VHLO_TriangularSolveOpV1 : VHLO_Op<"triangular_solve_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$left_side,
                       AnyAttr:$lower, AnyAttr:$unit_diagonal,
                       AnyAttr:$transpose_a);
}

//===----------------------------------------------------------------------===//
// Gather and scatter: the batching dims arrived with the _v2 ops in 1.1.0.
// The dimension numbers are spread into one attribute per field.
//===----------------------------------------------------------------------===//

def VHLO_GatherOpV1 : VHLO_Op<"gather_v1", "0.9.0", "1.0.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$offset_dims,
                       AnyAttr:$collapsed_slice_dims, AnyAttr:$start_index_map,
                       AnyAttr:$index_vector_dim, AnyAttr:$slice_sizes,
                       AnyAttr:$indices_are_sorted);
}
def VHLO_GatherOpV2 : VHLO_Op<"gather_v2", "1.1.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$offset_dims,
                       AnyAttr:$collapsed_slice_dims,
                       AnyAttr:$operand_batching_dims,
                       AnyAttr:$start_indices_batching_dims,
                       AnyAttr:$start_index_map, AnyAttr:$index_vector_dim,
                       AnyAttr:$slice_sizes, AnyAttr:$indices_are_sorted);
}
def VHLO_DynamicGatherOpV1 : VHLO_Op<"dynamic_gather_v1", "0.9.0", "1.0.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$offset_dims,
                       AnyAttr:$collapsed_slice_dims, AnyAttr:$start_index_map,
                       AnyAttr:$index_vector_dim, AnyAttr:$indices_are_sorted);
}
def VHLO_DynamicGatherOpV2 : VHLO_Op<"dynamic_gather_v2", "1.1.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$offset_dims,
                       AnyAttr:$collapsed_slice_dims,
                       AnyAttr:$operand_batching_dims,
                       AnyAttr:$start_indices_batching_dims,
                       AnyAttr:$start_index_map, AnyAttr:$index_vector_dim,
                       AnyAttr:$indices_are_sorted);
}
def VHLO_ScatterOpV1 : VHLO_Op<"scatter_v1", "0.9.0", "1.0.0"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$update_window_dims,
                       AnyAttr:$inserted_window_dims,
                       AnyAttr:$scatter_dims_to_operand_dims,
                       AnyAttr:$index_vector_dim, AnyAttr:$indices_are_sorted,
                       AnyAttr:$unique_indices);
}
def VHLO_ScatterOpV2 : VHLO_Op<"scatter_v2", "1.1.0"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$update_window_dims,
                       AnyAttr:$inserted_window_dims,
                       AnyAttr:$input_batching_dims,
                       AnyAttr:$scatter_indices_batching_dims,
                       AnyAttr:$scatter_dims_to_operand_dims,
                       AnyAttr:$index_vector_dim, AnyAttr:$indices_are_sorted,
                       AnyAttr:$unique_indices);
}

def VHLO_ConvolutionOpV1 : VHLO_Op<"convolution_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$window_strides,
                       AnyAttr:$padding, AnyAttr:$lhs_dilation,
                       AnyAttr:$rhs_dilation, AnyAttr:$window_reversal,
                       AnyAttr:$input_batch_dimension,
                       AnyAttr:$input_feature_dimension,
                       AnyAttr:$input_spatial_dimensions,
                       AnyAttr:$kernel_input_feature_dimension,
                       AnyAttr:$kernel_output_feature_dimension,
                       AnyAttr:$kernel_spatial_dimensions,
                       AnyAttr:$output_batch_dimension,
                       AnyAttr:$output_feature_dimension,
                       AnyAttr:$output_spatial_dimensions,
                       AnyAttr:$feature_group_count, AnyAttr:$batch_group_count,
                       AnyAttr:$precision_config);
}

def VHLO_ReduceWindowOpV1 : VHLO_Op<"reduce_window_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$window_dimensions, AnyAttr:$window_strides,
                       AnyAttr:$base_dilations, AnyAttr:$window_dilations,
                       AnyAttr:$padding);
}
def VHLO_SelectAndScatterOpV1 : VHLO_Op<"select_and_scatter_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$window_dimensions, AnyAttr:$window_strides,
                       AnyAttr:$padding);
}

// custom_call_v2 (1.18.0) adds result_tilings.
def VHLO_CustomCallOpV1 : VHLO_Op<"custom_call_v1", "0.9.0", "1.17.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$call_target_name,
                       AnyAttr:$has_side_effect, AnyAttr:$backend_config,
                       AnyAttr:$api_version, AnyAttr:$called_computations,
                       AnyAttr:$operand_layouts, AnyAttr:$result_layouts,
                       AnyAttr:$output_operand_aliases);
}
def VHLO_CustomCallOpV2 : VHLO_Op<"custom_call_v2", "1.18.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$call_target_name,
                       AnyAttr:$has_side_effect, AnyAttr:$backend_config,
                       AnyAttr:$api_version, AnyAttr:$called_computations,
                       AnyAttr:$operand_layouts, AnyAttr:$result_layouts,
                       AnyAttr:$output_operand_aliases,
                       AnyAttr:$result_tilings);
}

//===----------------------------------------------------------------------===//
// Collectives: the channel handle is `channel_id` (its handle; 0 when
// absent), use_global_device_ids a boolean. all_gather, all_reduce and
// all_to_all took several operands with their _v2 ops in 1.5.0.
//===----------------------------------------------------------------------===//

def VHLO_ReplicaIdOpV1 : VHLO_Op<"replica_id_v1">;
def VHLO_PartitionIdOpV1 : VHLO_Op<"partition_id_v1">;
def VHLO_AllGatherOpV1 : VHLO_Op<"all_gather_v1", "0.9.0", "1.4.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$all_gather_dim,
                       AnyAttr:$replica_groups, AnyAttr:$channel_id,
                       AnyAttr:$use_global_device_ids);
}
def VHLO_AllGatherOpV2 : VHLO_Op<"all_gather_v2", "1.5.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$all_gather_dim,
                       AnyAttr:$replica_groups, AnyAttr:$channel_id,
                       AnyAttr:$use_global_device_ids);
}
def VHLO_AllReduceOpV1 : VHLO_Op<"all_reduce_v1", "0.9.0", "1.4.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$replica_groups,
                       AnyAttr:$channel_id, AnyAttr:$use_global_device_ids);
}
def VHLO_AllReduceOpV2 : VHLO_Op<"all_reduce_v2", "1.5.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$replica_groups,
                       AnyAttr:$channel_id, AnyAttr:$use_global_device_ids);
}
def VHLO_AllToAllOpV1 : VHLO_Op<"all_to_all_v1", "0.9.0", "1.4.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$split_dimension,
                       AnyAttr:$concat_dimension, AnyAttr:$split_count,
                       AnyAttr:$replica_groups, AnyAttr:$channel_id);
}
def VHLO_AllToAllOpV2 : VHLO_Op<"all_to_all_v2", "1.5.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$split_dimension,
                       AnyAttr:$concat_dimension, AnyAttr:$split_count,
                       AnyAttr:$replica_groups, AnyAttr:$channel_id);
}
def VHLO_ReduceScatterOpV1 : VHLO_Op<"reduce_scatter_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$scatter_dimension, AnyAttr:$replica_groups,
                       AnyAttr:$channel_id, AnyAttr:$use_global_device_ids);
}
def VHLO_CollectivePermuteOpV1 : VHLO_Op<"collective_permute_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands,
                       AnyAttr:$source_target_pairs, AnyAttr:$channel_id);
}
// collective_broadcast arrived in 0.16.0; its _v2 (1.20.0) takes several
// operands and has has_dynamic_root.
def VHLO_CollectiveBroadcastOpV1
    : VHLO_Op<"collective_broadcast_v1", "0.16.0", "1.19.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$replica_groups,
                       AnyAttr:$channel_id);
}
def VHLO_CollectiveBroadcastOpV2
    : VHLO_Op<"collective_broadcast_v2", "1.20.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$replica_groups,
                       AnyAttr:$channel_id, AnyAttr:$has_dynamic_root);
}
// collective_reduce arrived in 1.19.0.
def VHLO_CollectiveReduceOpV1 : VHLO_Op<"collective_reduce_v1", "1.19.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$replica_groups,
                       AnyAttr:$channel_id, AnyAttr:$use_global_device_ids,
                       AnyAttr:$has_dynamic_root);
}

//===----------------------------------------------------------------------===//
// Host and channel communication: send and recv spread their channel handle
// into channel_id and channel_type; their _v2 (1.12.0) add
// source_target_pairs.
//===----------------------------------------------------------------------===//

def VHLO_InfeedOpV1 : VHLO_Op<"infeed_v1"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$infeed_config,
                       AnyAttr:$layout);
}
def VHLO_OutfeedOpV1 : VHLO_Op1<"outfeed_v1", "outfeed_config">;
def VHLO_SendOpV1 : VHLO_Op<"send_v1", "0.9.0", "1.11.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$channel_id,
                       AnyAttr:$channel_type, AnyAttr:$is_host_transfer);
}
def VHLO_SendOpV2 : VHLO_Op<"send_v2", "1.12.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$channel_id,
                       AnyAttr:$channel_type, AnyAttr:$is_host_transfer,
                       AnyAttr:$source_target_pairs);
}
def VHLO_RecvOpV1 : VHLO_Op<"recv_v1", "0.9.0", "1.11.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$channel_id,
                       AnyAttr:$channel_type, AnyAttr:$is_host_transfer);
}
def VHLO_RecvOpV2 : VHLO_Op<"recv_v2", "1.12.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$channel_id,
                       AnyAttr:$channel_type, AnyAttr:$is_host_transfer,
                       AnyAttr:$source_target_pairs);
}

// composite arrived in 0.19.0; `decomposition` is the callee's name. Its
// _v2 (1.14.0) may carry regions.
def VHLO_CompositeOpV1 : VHLO_Op<"composite_v1", "0.19.0", "1.13.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$name,
                       AnyAttr:$composite_attributes, AnyAttr:$decomposition,
                       AnyAttr:$version);
}
def VHLO_CompositeOpV2 : VHLO_Op<"composite_v2", "1.14.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$name,
                       AnyAttr:$composite_attributes, AnyAttr:$decomposition,
                       AnyAttr:$version);
}

// dynamic_conv lost its `padding` attribute (the padding is an operand) in
// 0.20.0; the rest is spread as convolution's.
def VHLO_DynamicConvOpV1 : VHLO_Op<"dynamic_conv_v1", "0.9.0", "0.19.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$window_strides,
                       AnyAttr:$padding, AnyAttr:$lhs_dilation,
                       AnyAttr:$rhs_dilation, AnyAttr:$window_reversal,
                       AnyAttr:$input_batch_dimension,
                       AnyAttr:$input_feature_dimension,
                       AnyAttr:$input_spatial_dimensions,
                       AnyAttr:$kernel_input_feature_dimension,
                       AnyAttr:$kernel_output_feature_dimension,
                       AnyAttr:$kernel_spatial_dimensions,
                       AnyAttr:$output_batch_dimension,
                       AnyAttr:$output_feature_dimension,
                       AnyAttr:$output_spatial_dimensions,
                       AnyAttr:$feature_group_count, AnyAttr:$batch_group_count,
                       AnyAttr:$precision_config);
}
def VHLO_DynamicConvOpV2 : VHLO_Op<"dynamic_conv_v2", "0.20.0"> {
  let arguments = (ins Variadic<AnyType>:$operands, AnyAttr:$window_strides,
                       AnyAttr:$lhs_dilation, AnyAttr:$rhs_dilation,
                       AnyAttr:$window_reversal,
                       AnyAttr:$input_batch_dimension,
                       AnyAttr:$input_feature_dimension,
                       AnyAttr:$input_spatial_dimensions,
                       AnyAttr:$kernel_input_feature_dimension,
                       AnyAttr:$kernel_output_feature_dimension,
                       AnyAttr:$kernel_spatial_dimensions,
                       AnyAttr:$output_batch_dimension,
                       AnyAttr:$output_feature_dimension,
                       AnyAttr:$output_spatial_dimensions,
                       AnyAttr:$feature_group_count, AnyAttr:$batch_group_count,
                       AnyAttr:$precision_config);
}

//===----------------------------------------------------------------------===//
// Async collectives (1.15.0): async_start's region holds one collective or
// slice op, its result is a `!vhlo.future_v1`.
//===----------------------------------------------------------------------===//

def VHLO_AsyncStartOpV1 : VHLO_Op<"async_start_v1", "1.15.0">;
def VHLO_AsyncDoneOpV1 : VHLO_Op<"async_done_v1", "1.15.0">;

#endif // HLOKIT_VHLO_OPS
