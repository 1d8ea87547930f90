//===- StablehloEnums.td - enums of the stablehlo dialect ---*- tablegen -*-===//
//
// Enum attributes print as `#stablehlo<comparison_direction LT>` in generic
// form and as the bare keyword in the ops' pretty forms, as upstream.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_ENUMS
#define HLOKIT_STABLEHLO_ENUMS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "mlir/IR/EnumAttr.td"

def StableHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison_direction (spec: compare)", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::stablehlo";
}
def StableHLO_ComparisonDirectionAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_ComparisonDirection,
               "comparison_direction">;

def StableHLO_ComparisonType : I32EnumAttr<"ComparisonType",
    "compare_type (spec: compare)", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>, I32EnumAttrCase<"WEAKORDER", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::stablehlo";
}
def StableHLO_ComparisonTypeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_ComparisonType, "comparison_type">;

def StableHLO_Precision : I32EnumAttr<"Precision",
    "precision_config entries (spec: dot_general)", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::stablehlo";
}
def StableHLO_PrecisionAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_Precision, "precision">;
def StableHLO_PrecisionConfigAttr
    : OptionalAttr<TypedArrayAttrBase<StableHLO_PrecisionAttr,
                                      "precision config">>;

// The accuracy a transcendental op asks of its implementation
// (`#stablehlo.result_accuracy_mode<HIGHEST>`).
def StableHLO_ResultAccuracyMode : I32EnumAttr<"ResultAccuracyMode",
    "result accuracy mode", [I32EnumAttrCase<"DEFAULT", 0>,
                             I32EnumAttrCase<"HIGHEST", 1>,
                             I32EnumAttrCase<"TOLERANCE", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::stablehlo";
}
def StableHLO_ResultAccuracyModeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_ResultAccuracyMode,
               "result_accuracy_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

def StableHLO_CustomCallApiVersion : I32EnumAttr<"CustomCallApiVersion",
    "custom_call api_version", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  let cppNamespace = "::hlokit::stablehlo";
}

#endif // HLOKIT_STABLEHLO_ENUMS
