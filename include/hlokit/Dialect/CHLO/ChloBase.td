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

#endif // HLOKIT_CHLO_BASE
