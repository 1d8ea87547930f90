//===- VhloOpTable.cpp - which vhlo op each op becomes --------------------===//

#include "VhloOpTable.h"

#include "VhloConversion.h"

using namespace mlir;

namespace hlokit::vhlo {

ArrayRef<OpMapping> getOpMappings() {
  static const OpMapping mappings[] = {
      {"func.func", "vhlo.func_v1"},
      {"func.call", "vhlo.call_v1"},
      {"func.return", "vhlo.return_v1"},
      {"stablehlo.return", "vhlo.return_v1"},
      {"stablehlo.abs", "vhlo.abs_v1"},
      {"stablehlo.add", "vhlo.add_v1"},
      {"stablehlo.after_all", "vhlo.after_all_v1"},
      {"stablehlo.all_gather", "vhlo.all_gather_v2"},
      {"stablehlo.all_reduce", "vhlo.all_reduce_v2"},
      {"stablehlo.all_to_all", "vhlo.all_to_all_v2"},
      {"stablehlo.and", "vhlo.and_v1"},
      {"stablehlo.atan2", "vhlo.atan2_v1"},
      {"stablehlo.batch_norm_grad", "vhlo.batch_norm_grad_v1"},
      {"stablehlo.batch_norm_inference", "vhlo.batch_norm_inference_v1"},
      {"stablehlo.batch_norm_training", "vhlo.batch_norm_training_v1"},
      {"stablehlo.bitcast_convert", "vhlo.bitcast_convert_v1"},
      {"stablehlo.broadcast_in_dim", "vhlo.broadcast_in_dim_v1"},
      {"stablehlo.case", "vhlo.case_v1"},
      {"stablehlo.cbrt", "vhlo.cbrt_v2"},
      {"stablehlo.ceil", "vhlo.ceil_v1"},
      {"stablehlo.cholesky", "vhlo.cholesky_v1"},
      {"stablehlo.clamp", "vhlo.clamp_v1"},
      {"stablehlo.collective_broadcast", "vhlo.collective_broadcast_v2"},
      {"stablehlo.collective_reduce", "vhlo.collective_reduce_v1"},
      {"stablehlo.collective_permute", "vhlo.collective_permute_v1"},
      {"stablehlo.compare", "vhlo.compare_v1"},
      {"stablehlo.complex", "vhlo.complex_v1"},
      {"stablehlo.composite", "vhlo.composite_v2"},
      {"stablehlo.concatenate", "vhlo.concatenate_v1"},
      {"stablehlo.constant", "vhlo.constant_v1"},
      {"stablehlo.convert", "vhlo.convert_v1"},
      {"stablehlo.convolution", "vhlo.convolution_v1"},
      {"stablehlo.cosine", "vhlo.cosine_v2"},
      {"stablehlo.count_leading_zeros", "vhlo.count_leading_zeros_v1"},
      {"stablehlo.create_token", "vhlo.create_token_v1"},
      {"stablehlo.custom_call", "vhlo.custom_call_v2"},
      {"stablehlo.divide", "vhlo.divide_v1"},
      {"stablehlo.dot_general", "vhlo.dot_general_v2"},
      {"stablehlo.dynamic_broadcast_in_dim",
       "vhlo.dynamic_broadcast_in_dim_v1"},
      {"stablehlo.dynamic_conv", "vhlo.dynamic_conv_v2"},
      {"stablehlo.dynamic_gather", "vhlo.dynamic_gather_v2"},
      {"stablehlo.dynamic_iota", "vhlo.dynamic_iota_v1"},
      {"stablehlo.dynamic_reshape", "vhlo.dynamic_reshape_v1"},
      {"stablehlo.dynamic_slice", "vhlo.dynamic_slice_v1"},
      {"stablehlo.dynamic_update_slice", "vhlo.dynamic_update_slice_v1"},
      {"stablehlo.exponential", "vhlo.exponential_v2"},
      {"stablehlo.exponential_minus_one", "vhlo.exponential_minus_one_v2"},
      {"stablehlo.fft", "vhlo.fft_v1"},
      {"stablehlo.floor", "vhlo.floor_v1"},
      {"stablehlo.gather", "vhlo.gather_v2"},
      {"stablehlo.get_dimension_size", "vhlo.get_dimension_size_v1"},
      {"stablehlo.get_tuple_element", "vhlo.get_tuple_element_v1"},
      {"stablehlo.if", "vhlo.if_v1"},
      {"stablehlo.imag", "vhlo.imag_v1"},
      {"stablehlo.infeed", "vhlo.infeed_v1"},
      {"stablehlo.iota", "vhlo.iota_v1"},
      {"stablehlo.is_finite", "vhlo.is_finite_v1"},
      {"stablehlo.log", "vhlo.log_v2"},
      {"stablehlo.log_plus_one", "vhlo.log_plus_one_v2"},
      {"stablehlo.logistic", "vhlo.logistic_v2"},
      {"stablehlo.map", "vhlo.map_v1"},
      {"stablehlo.maximum", "vhlo.maximum_v1"},
      {"stablehlo.minimum", "vhlo.minimum_v1"},
      {"stablehlo.multiply", "vhlo.multiply_v1"},
      {"stablehlo.negate", "vhlo.negate_v1"},
      {"stablehlo.not", "vhlo.not_v1"},
      {"stablehlo.optimization_barrier", "vhlo.optimization_barrier_v1"},
      {"stablehlo.or", "vhlo.or_v1"},
      {"stablehlo.outfeed", "vhlo.outfeed_v1"},
      {"stablehlo.pad", "vhlo.pad_v1"},
      {"stablehlo.partition_id", "vhlo.partition_id_v1"},
      {"stablehlo.popcnt", "vhlo.popcnt_v1"},
      {"stablehlo.power", "vhlo.power_v1"},
      {"stablehlo.real", "vhlo.real_v1"},
      {"stablehlo.real_dynamic_slice", "vhlo.real_dynamic_slice_v1"},
      {"stablehlo.recv", "vhlo.recv_v2"},
      {"stablehlo.reduce", "vhlo.reduce_v1"},
      {"stablehlo.reduce_precision", "vhlo.reduce_precision_v1"},
      {"stablehlo.reduce_scatter", "vhlo.reduce_scatter_v1"},
      {"stablehlo.reduce_window", "vhlo.reduce_window_v1"},
      {"stablehlo.remainder", "vhlo.remainder_v1"},
      {"stablehlo.replica_id", "vhlo.replica_id_v1"},
      {"stablehlo.reshape", "vhlo.reshape_v1"},
      {"stablehlo.reverse", "vhlo.reverse_v1"},
      {"stablehlo.rng", "vhlo.rng_v1"},
      {"stablehlo.rng_bit_generator", "vhlo.rng_bit_generator_v1"},
      {"stablehlo.round_nearest_afz", "vhlo.round_nearest_afz_v1"},
      {"stablehlo.round_nearest_even", "vhlo.round_nearest_even_v1"},
      {"stablehlo.rsqrt", "vhlo.rsqrt_v2"},
      {"stablehlo.scatter", "vhlo.scatter_v2"},
      {"stablehlo.select", "vhlo.select_v1"},
      {"stablehlo.select_and_scatter", "vhlo.select_and_scatter_v1"},
      {"stablehlo.send", "vhlo.send_v2"},
      {"stablehlo.set_dimension_size", "vhlo.set_dimension_size_v1"},
      {"stablehlo.shift_left", "vhlo.shift_left_v1"},
      {"stablehlo.shift_right_arithmetic", "vhlo.shift_right_arithmetic_v1"},
      {"stablehlo.shift_right_logical", "vhlo.shift_right_logical_v1"},
      {"stablehlo.sign", "vhlo.sign_v1"},
      {"stablehlo.sine", "vhlo.sine_v2"},
      {"stablehlo.slice", "vhlo.slice_v1"},
      {"stablehlo.sort", "vhlo.sort_v1"},
      {"stablehlo.sqrt", "vhlo.sqrt_v2"},
      {"stablehlo.subtract", "vhlo.subtract_v1"},
      {"stablehlo.tan", "vhlo.tan_v2"},
      {"stablehlo.tanh", "vhlo.tanh_v2"},
      {"stablehlo.transpose", "vhlo.transpose_v1"},
      {"stablehlo.triangular_solve", "vhlo.triangular_solve_v1"},
      {"stablehlo.tuple", "vhlo.tuple_v1"},
      {"stablehlo.uniform_dequantize", "vhlo.uniform_dequantize_v1"},
      {"stablehlo.uniform_quantize", "vhlo.uniform_quantize_v1"},
      {"stablehlo.while", "vhlo.while_v1"},
      {"stablehlo.xor", "vhlo.xor_v1"},
  };
  return mappings;
}

StringRef lookupVhloName(StringRef source) {
  for (const OpMapping &mapping : getOpMappings())
    if (mapping.source == source)
      return mapping.vhlo;
  return {};
}

StringRef lookupSourceName(StringRef vhlo) {
  // vhlo.return_v1 is resolved by its parent (func.return or
  // stablehlo.return) in the op conversion; this gives the first match.
  for (const OpMapping &mapping : getOpMappings())
    if (mapping.vhlo == vhlo)
      return mapping.source;
  return {};
}

namespace {

struct AttrDefault {
  StringRef op;
  StringRef attr;
  Attribute (*get)(MLIRContext *);
};

Attribute getEnum(MLIRContext *context, AttrKind kind, int64_t value) {
  return VhloAttr::get(context, kind, {{value}});
}
Attribute noType(MLIRContext *context) { return makeNoneType(context); }
Attribute emptyI64Tensor(MLIRContext *context) {
  return makeI64Tensor(context, {});
}
Attribute falseBool(MLIRContext *context) {
  return VhloAttr::get(context, AttrKind::Boolean, {{0}});
}
Attribute emptyArray(MLIRContext *context) {
  return VhloAttr::get(context, AttrKind::Array);
}
Attribute emptyString(MLIRContext *context) { return makeString(context, ""); }
Attribute defaultPrecisions(MLIRContext *context) {
  Attribute precision = getEnum(context, AttrKind::Precision, 0);
  return VhloAttr::get(context, AttrKind::Array, {{}, {precision, precision}});
}
Attribute defaultAccuracy(MLIRContext *context) {
  return VhloAttr::get(
      context, AttrKind::ResultAccuracy,
      {{0, 0, 0}, {getEnum(context, AttrKind::ResultAccuracyMode, 0)}});
}

/// The vhlo ops with result_accuracy, current versions.
constexpr StringRef kAccuracyOps[] = {
    "vhlo.cbrt_v2",        "vhlo.cosine_v2",
    "vhlo.exponential_v2", "vhlo.exponential_minus_one_v2",
    "vhlo.log_v2",         "vhlo.log_plus_one_v2",
    "vhlo.logistic_v2",    "vhlo.rsqrt_v2",
    "vhlo.sine_v2",        "vhlo.sqrt_v2",
    "vhlo.tan_v2",         "vhlo.tanh_v2"};

/// The attributes dot_general_v2 added to dot_general_v1: the algorithm,
/// absent by default.
constexpr StringRef kDotAlgorithmAttrs[] = {
    "lhs_precision_type",          "rhs_precision_type",
    "accumulation_type",           "lhs_component_count",
    "rhs_component_count",         "num_primitive_operations",
    "allow_imprecise_accumulation"};

/// The batching dims the _v2 gather and scatter ops added (1.1.0), empty by
/// default.
constexpr StringRef kGatherBatchingAttrs[] = {"operand_batching_dims",
                                              "start_indices_batching_dims"};
constexpr StringRef kScatterBatchingAttrs[] = {"input_batching_dims",
                                               "scatter_indices_batching_dims"};

/// The collectives with a channel_id, 0 when absent, every version.
constexpr StringRef kChannelIdOps[] = {
    "vhlo.all_gather_v1",           "vhlo.all_gather_v2",
    "vhlo.all_reduce_v1",           "vhlo.all_reduce_v2",
    "vhlo.all_to_all_v1",           "vhlo.all_to_all_v2",
    "vhlo.reduce_scatter_v1",       "vhlo.collective_permute_v1",
    "vhlo.collective_broadcast_v1", "vhlo.collective_broadcast_v2",
    "vhlo.collective_reduce_v1"};

/// The collectives with use_global_device_ids, false when absent.
constexpr StringRef kGlobalDeviceIdsOps[] = {
    "vhlo.all_gather_v1",     "vhlo.all_gather_v2",
    "vhlo.all_reduce_v1",     "vhlo.all_reduce_v2",
    "vhlo.reduce_scatter_v1", "vhlo.collective_reduce_v1"};

/// The collectives with has_dynamic_root, false when absent.
constexpr StringRef kDynamicRootOps[] = {"vhlo.collective_broadcast_v2",
                                         "vhlo.collective_reduce_v1"};

/// The ops with every attribute of custom_call_v1.
constexpr StringRef kCustomCallOps[] = {"vhlo.custom_call_v1",
                                        "vhlo.custom_call_v2"};

/// The ops with indices_are_sorted, every version.
constexpr StringRef kSortedIndicesOps[] = {
    "vhlo.gather_v1",         "vhlo.gather_v2",  "vhlo.dynamic_gather_v1",
    "vhlo.dynamic_gather_v2", "vhlo.scatter_v1", "vhlo.scatter_v2"};

ArrayRef<AttrDefault> getAttrDefaults() {
  static const SmallVector<AttrDefault> defaults = [] {
    SmallVector<AttrDefault> list = {
        {"vhlo.compare_v1", "compare_type",
         [](MLIRContext *c) {
           return getEnum(c, AttrKind::ComparisonType, 0);
         }},
        {"vhlo.sort_v1", "dimension",
         [](MLIRContext *c) -> Attribute { return makeI64(c, -1); }},
        {"vhlo.sort_v1", "is_stable", falseBool},
        {"vhlo.convolution_v1", "precision_config", defaultPrecisions},
        {"vhlo.dot_general_v1", "precision_config", defaultPrecisions},
        {"vhlo.dot_general_v2", "precision_config", defaultPrecisions},
        {"vhlo.dynamic_broadcast_in_dim_v1", "known_expanding_dimensions",
         emptyI64Tensor},
        {"vhlo.dynamic_broadcast_in_dim_v1", "known_nonexpanding_dimensions",
         emptyI64Tensor},
    };
    for (StringRef op : kCustomCallOps) {
      list.push_back({op, "has_side_effect", falseBool});
      list.push_back({op, "backend_config", emptyString});
      // API_VERSION_ORIGINAL.
      list.push_back({op, "api_version", [](MLIRContext *c) {
                        return getEnum(c, AttrKind::CustomCallApiVersion, 1);
                      }});
      for (StringRef attr : {"called_computations", "operand_layouts",
                             "result_layouts", "output_operand_aliases"})
        list.push_back({op, attr, emptyArray});
    }
    list.push_back({"vhlo.custom_call_v2", "result_tilings", emptyArray});
    for (StringRef op : kSortedIndicesOps)
      list.push_back({op, "indices_are_sorted", falseBool});
    for (StringRef attr : kGatherBatchingAttrs) {
      list.push_back({"vhlo.gather_v2", attr, emptyI64Tensor});
      list.push_back({"vhlo.dynamic_gather_v2", attr, emptyI64Tensor});
    }
    list.push_back({"vhlo.scatter_v1", "unique_indices", falseBool});
    list.push_back({"vhlo.scatter_v2", "unique_indices", falseBool});
    for (StringRef attr : kScatterBatchingAttrs)
      list.push_back({"vhlo.scatter_v2", attr, emptyI64Tensor});
    for (StringRef op : kChannelIdOps)
      list.push_back({op, "channel_id", [](MLIRContext *c) -> Attribute {
                        return makeI64(c, 0);
                      }});
    for (StringRef op : kGlobalDeviceIdsOps)
      list.push_back({op, "use_global_device_ids", falseBool});
    for (StringRef op : kDynamicRootOps)
      list.push_back({op, "has_dynamic_root", falseBool});
    for (StringRef op :
         {"vhlo.send_v1", "vhlo.recv_v1", "vhlo.send_v2", "vhlo.recv_v2"})
      list.push_back({op, "is_host_transfer", falseBool});
    for (StringRef op : {"vhlo.send_v2", "vhlo.recv_v2"})
      list.push_back({op, "source_target_pairs", emptyI64Tensor});
    list.push_back({"vhlo.infeed_v1", "infeed_config", emptyString});
    list.push_back({"vhlo.infeed_v1", "layout", emptyArray});
    list.push_back({"vhlo.outfeed_v1", "outfeed_config", emptyString});
    // Upstream writes an absent composite version as an i64 (the op holds
    // an i32).
    for (StringRef op : {"vhlo.composite_v1", "vhlo.composite_v2"}) {
      list.push_back(
          {op, "composite_attributes", [](MLIRContext *c) -> Attribute {
             return VhloAttr::get(c, AttrKind::Dictionary);
           }});
      list.push_back({op, "version", [](MLIRContext *c) -> Attribute {
                        return makeI64(c, 0);
                      }});
    }
    list.push_back(
        {"vhlo.dynamic_conv_v2", "precision_config", defaultPrecisions});
    for (StringRef op : kAccuracyOps)
      list.push_back({op, "result_accuracy", defaultAccuracy});
    for (StringRef attr : kDotAlgorithmAttrs)
      list.push_back({"vhlo.dot_general_v2", attr, noType});
    return list;
  }();
  return defaults;
}

} // namespace

Attribute getDefaultAttr(StringRef op, StringRef attr, MLIRContext *context) {
  for (const AttrDefault &entry : getAttrDefaults())
    if (entry.op == op && entry.attr == attr)
      return entry.get(context);
  return {};
}

SmallVector<StringRef> getDefaultedAttrs(StringRef op) {
  SmallVector<StringRef> attrs;
  for (const AttrDefault &entry : getAttrDefaults())
    if (entry.op == op)
      attrs.push_back(entry.attr);
  return attrs;
}

bool isUnsupportedAttr(StringRef op, StringRef attr) {
  if (attr == "result_accuracy")
    return true;
  if (attr == "source_target_pairs")
    return op == "vhlo.send_v2" || op == "vhlo.recv_v2";
  if (attr == "result_tilings")
    return op == "vhlo.custom_call_v2";
  if (attr == "has_dynamic_root")
    return op == "vhlo.collective_reduce_v1";
  return false;
}

ArrayRef<OpChange> getOpChanges() {
  static constexpr StringRef accuracy[] = {"result_accuracy"};
  static constexpr StringRef pairs[] = {"source_target_pairs"};
  static constexpr StringRef tilings[] = {"result_tilings"};
  static constexpr StringRef dynamicRoot[] = {"has_dynamic_root"};
  static const OpChange changes[] = {
      {"vhlo.dot_general_v1", "vhlo.dot_general_v2", "1.6.0",
       kDotAlgorithmAttrs},
      {"vhlo.gather_v1", "vhlo.gather_v2", "1.1.0", kGatherBatchingAttrs},
      {"vhlo.dynamic_gather_v1", "vhlo.dynamic_gather_v2", "1.1.0",
       kGatherBatchingAttrs},
      {"vhlo.scatter_v1", "vhlo.scatter_v2", "1.1.0", kScatterBatchingAttrs},
      {"vhlo.exponential_v1", "vhlo.exponential_v2", "1.9.0", accuracy},
      {"vhlo.cbrt_v1", "vhlo.cbrt_v2", "1.10.0", accuracy},
      {"vhlo.cosine_v1", "vhlo.cosine_v2", "1.10.0", accuracy},
      {"vhlo.exponential_minus_one_v1", "vhlo.exponential_minus_one_v2",
       "1.10.0", accuracy},
      {"vhlo.log_v1", "vhlo.log_v2", "1.10.0", accuracy},
      {"vhlo.log_plus_one_v1", "vhlo.log_plus_one_v2", "1.10.0", accuracy},
      {"vhlo.logistic_v1", "vhlo.logistic_v2", "1.10.0", accuracy},
      {"vhlo.rsqrt_v1", "vhlo.rsqrt_v2", "1.10.0", accuracy},
      {"vhlo.sine_v1", "vhlo.sine_v2", "1.10.0", accuracy},
      {"vhlo.sqrt_v1", "vhlo.sqrt_v2", "1.10.0", accuracy},
      {"vhlo.tan_v1", "vhlo.tan_v2", "1.10.0", accuracy},
      {"vhlo.tanh_v1", "vhlo.tanh_v2", "1.10.0", accuracy},
      {"vhlo.all_gather_v1",
       "vhlo.all_gather_v2",
       "1.5.0",
       {},
       /*variadic=*/true},
      {"vhlo.all_reduce_v1",
       "vhlo.all_reduce_v2",
       "1.5.0",
       {},
       /*variadic=*/true},
      {"vhlo.all_to_all_v1",
       "vhlo.all_to_all_v2",
       "1.5.0",
       {},
       /*variadic=*/true},
      {"vhlo.send_v1", "vhlo.send_v2", "1.12.0", pairs},
      {"vhlo.recv_v1", "vhlo.recv_v2", "1.12.0", pairs},
      {"vhlo.composite_v1",
       "vhlo.composite_v2",
       "1.14.0",
       {},
       /*variadic=*/false,
       /*regions=*/true},
      {"vhlo.custom_call_v1", "vhlo.custom_call_v2", "1.18.0", tilings},
      {"vhlo.collective_broadcast_v1", "vhlo.collective_broadcast_v2", "1.20.0",
       dynamicRoot,
       /*variadic=*/true},
  };
  return changes;
}

ArrayRef<EnumChange> getEnumChanges() {
  static const EnumChange changes[] = {
      // WEAKORDER.
      {AttrKind::ComparisonType, 5, "1.22.0"},
  };
  return changes;
}

} // namespace hlokit::vhlo
