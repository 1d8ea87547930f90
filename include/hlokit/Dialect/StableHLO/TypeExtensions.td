//===- TypeExtensions.td - bounds on dynamic dimensions -----*- tablegen -*-===//
//
// The tensor encoding that carries bounds (bounded-dynamism RFC, P1). Printed as
// `#stablehlo.bounds<3, ?>`; the older `#stablehlo.type_extensions<bounds =
// [3, ?]>` also parses.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_TYPE_EXTENSIONS
#define HLOKIT_STABLEHLO_TYPE_EXTENSIONS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "mlir/IR/TensorEncoding.td"

def StableHLO_TypeExtensionsAttr : AttrDef<StableHLO_Dialect, "TypeExtensions", [
    DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let summary = "bounds of a tensor type's dynamic dimensions";
  let description = [{
    Entry i bounds dimension i of the tensor it encodes. A static dimension
    has no bound (`?`); a dynamic one has a bound >= 0 or none (`?`).

    ```mlir
    tensor<?x5xf32, #stablehlo.bounds<3, ?>>
    ```
  }];
  let attrName = "stablehlo.type_extensions";
  let parameters = (ins ArrayRefParameter<"int64_t">:$bounds);
  // No mnemonic: the dialect's attribute hooks print `bounds<...>` and parse
  // both spellings (`bounds<...>`, `type_extensions<bounds = [...]>`).
  let genVerifyDecl = 1;
}

#endif // HLOKIT_STABLEHLO_TYPE_EXTENSIONS
