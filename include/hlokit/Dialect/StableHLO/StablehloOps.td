//===- StablehloOps.td - the stablehlo ops ------------------*- tablegen -*-===//
//
// The op set, one file per op family. Op names, attributes and assembly
// formats follow upstream StableHLO so that printed files round-trip between
// hlokit and upstream tools.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_OPS
#define HLOKIT_STABLEHLO_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"
include "hlokit/Dialect/StableHLO/TypeExtensions.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

//===----------------------------------------------------------------------===//
// constant (spec: constant)
//===----------------------------------------------------------------------===//

def StableHLO_ConstantOp : StableHLO_Op<"constant", [
    ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "constant (spec: constant)";
  let description = [{
    Produces an `output` tensor from the constant `value`.

    ```mlir
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_TensorOrQuantizedTensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
  let builders = [OpBuilder<(ins "::mlir::Attribute":$value)>];
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
}

include "hlokit/Dialect/StableHLO/ElementwiseOps.td"
include "hlokit/Dialect/StableHLO/ShapeOps.td"
include "hlokit/Dialect/StableHLO/ReductionOps.td"
include "hlokit/Dialect/StableHLO/ControlFlowOps.td"
include "hlokit/Dialect/StableHLO/GatherScatterOps.td"
include "hlokit/Dialect/StableHLO/DynamicOps.td"
include "hlokit/Dialect/StableHLO/ConvolutionOps.td"
include "hlokit/Dialect/StableHLO/QuantizationOps.td"
include "hlokit/Dialect/StableHLO/NumericOps.td"
include "hlokit/Dialect/StableHLO/RandomOps.td"
include "hlokit/Dialect/StableHLO/TokenOps.td"
include "hlokit/Dialect/StableHLO/CallOps.td"
include "hlokit/Dialect/StableHLO/CollectiveOps.td"
include "hlokit/Dialect/StableHLO/LegacyOps.td"
include "hlokit/Dialect/StableHLO/AsyncOps.td"

#endif // HLOKIT_STABLEHLO_OPS
