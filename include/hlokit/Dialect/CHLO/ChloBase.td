//===- ChloBase.td - chlo dialect and enums -------------------*- tablegen -*-===//
//
// The `chlo` ("client HLO") dialect: the implicitly broadcasting and helper
// ops JAX exports next to StableHLO. Names, attributes and both printed forms
// follow upstream openxla/stablehlo so exported files parse unchanged. The
// element and tensor type constraints are StableHLO's.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_CHLO_BASE
#define HLOKIT_CHLO_BASE

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def CHLO_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::hlokit::chlo";
  let summary = "client HLO ops, textually compatible with upstream chlo";
  let description = [{
    Implicitly broadcasting binary ops, special functions (erf, lgamma,
    digamma, ...), top_k and constant helpers. hlokit interprets them
    directly and legalizes them to StableHLO (`--hlokit-legalize-chlo`).
  }];
  let dependentDialects = ["::hlokit::stablehlo::StableHLODialect"];
  let useDefaultAttributePrinterParser = 1;
}

class CHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<CHLO_Dialect, mnemonic, traits>;

// `#chlo<comparison_direction LT>` and `#chlo<comparison_type FLOAT>`, as
// upstream; chlo has its own copies of StableHLO's enums.
def CHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison_direction of broadcast_compare", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::chlo";
}
def CHLO_ComparisonDirectionAttr
    : EnumAttr<CHLO_Dialect, CHLO_ComparisonDirection, "comparison_direction">;

def CHLO_ComparisonType : I32EnumAttr<"ComparisonType",
    "compare_type of broadcast_compare", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::chlo";
}
def CHLO_ComparisonTypeAttr
    : EnumAttr<CHLO_Dialect, CHLO_ComparisonType, "comparison_type">;

def CHLO_Precision : I32EnumAttr<"Precision",
    "precision_config entries of ragged_dot", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::chlo";
}
def CHLO_PrecisionAttr : EnumAttr<CHLO_Dialect, CHLO_Precision, "precision">;

def CHLO_RaggedDotDimensionNumbers
    : AttrDef<CHLO_Dialect, "RaggedDotDimensionNumbers"> {
  let mnemonic = "ragged_dot";
  let summary = "dimension numbers of ragged_dot";
  let description = [{
    dot_general's batching and contracting dimensions, the lhs dimension
    split into groups and the rhs dimension indexed by group.
    ```mlir
    #chlo.ragged_dot<lhs_batching_dimensions = [0],
                     rhs_batching_dimensions = [1],
                     lhs_contracting_dimensions = [2],
                     rhs_contracting_dimensions = [2],
                     lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
    ArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
    ArrayRefParameter<"int64_t">:$lhsContractingDimensions,
    ArrayRefParameter<"int64_t">:$rhsContractingDimensions,
    ArrayRefParameter<"int64_t">:$lhsRaggedDimensions,
    ArrayRefParameter<"int64_t">:$rhsGroupDimensions);
  let hasCustomAssemblyFormat = 1;
}

#endif // HLOKIT_CHLO_BASE
