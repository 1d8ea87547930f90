//===- StablehloBase.td - stablehlo dialect, types, constraints -*- tablegen -*-===//
//
// The dialect definition, the `!stablehlo.token` type, the element and tensor
// type constraints of the spec, and the base class of every op.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_BASE
#define HLOKIT_STABLEHLO_BASE

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def StableHLO_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::hlokit::stablehlo";
  let summary = "StableHLO, textually compatible with upstream openxla/stablehlo";
  let description = [{
    The ops, attributes and types of the StableHLO specification. Op names,
    attribute spellings and both printed forms match upstream StableHLO so that
    files written by JAX or upstream tools parse unchanged.
  }];
  // Quantized element types are MLIR's `!quant.uniform` (docs/quantization.md).
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 0;
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  private:
    void registerAttributes();
    void registerTypes();
  public:
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class StableHLO_Type<string name, string typeMnemonic>
    : TypeDef<StableHLO_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def StableHLO_TokenType : StableHLO_Type<"Token", "token"> {
  let summary = "token, the ordering value of side-effecting ops";
}

// Spec "Future types": the values of an asynchronous op, ready at some
// point (`async_start`, AsyncOps.td). Its verifier is in AsyncOps.cpp.
def StableHLO_FutureType : StableHLO_Type<"Future", "future"> {
  let summary = "future, the value of an asynchronous op";
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let assemblyFormat = "`<` $types `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Element type constraints (spec "Types")
//===----------------------------------------------------------------------===//

def HLO_Pred : TypeAlias<I1, "pred (i1)">;
// The spec's signed integers are MLIR's signless integers, as upstream.
def HLO_SInt : SignlessIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def HLO_UInt : UnsignedIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def HLO_Int : AnyTypeOf<[HLO_SInt, HLO_UInt]>;
// Every float type of the spec, the 4-, 6- and 8-bit formats included.
def HLO_Float : AnyTypeOf<[F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3,
                           F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E5M2,
                           F8E5M2FNUZ, F8E8M0FNU, F16, F32, F64, BF16]>;
def HLO_Complex : Complex<AnyTypeOf<[F32, F64]>>;

// The spec's quantized element types: `!quant.uniform` with one scale and
// zero point (per-tensor) or one per slice of a dimension (per-axis). Their
// own constraints are checked by the QuantizedTypes trait below.
def HLO_PerTensorQuantized
    : Type<CPred<"::llvm::isa<::mlir::quant::UniformQuantizedType>($_self)">,
           "per-tensor quantized">;
def HLO_PerAxisQuantized
    : Type<CPred<"::llvm::isa<::mlir::quant::UniformQuantizedPerAxisType>($_self)">,
           "per-axis quantized">;
def HLO_Quantized : AnyTypeOf<[HLO_PerTensorQuantized, HLO_PerAxisQuantized]>;

// Buildable, so ops whose only result is a token get builders without
// result types.
def HLO_Token : Type<CPred<"::llvm::isa<::hlokit::stablehlo::TokenType>($_self)">,
                     "token">,
                BuildableType<"::hlokit::stablehlo::TokenType::get($_builder.getContext())">;

def HLO_Future
    : Type<CPred<"::llvm::isa<::hlokit::stablehlo::FutureType>($_self)">,
           "future">;

//===----------------------------------------------------------------------===//
// Tensor type constraints
//===----------------------------------------------------------------------===//

def HLO_Tensor : RankedTensorOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex]>;
def HLO_ScalarTensor : 0DTensorOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex]>;
def HLO_PredTensor : RankedTensorOf<[HLO_Pred]>;
def HLO_IntTensor : RankedTensorOf<[HLO_Int]>;
def HLO_ScalarIntTensor : 0DTensorOf<[HLO_Int]>;
def HLO_FpTensor : RankedTensorOf<[HLO_Float]>;
def HLO_ComplexTensor : RankedTensorOf<[HLO_Complex]>;
def HLO_Fp32Or64Tensor : RankedTensorOf<[F32, F64]>;
def HLO_PredOrIntTensor : RankedTensorOf<[HLO_Pred, HLO_Int]>;
def HLO_IntOrFpTensor : RankedTensorOf<[HLO_Int, HLO_Float]>;
def HLO_FpOrComplexTensor : RankedTensorOf<[HLO_Float, HLO_Complex]>;
def HLO_IntFpOrComplexTensor : RankedTensorOf<[HLO_Int, HLO_Float, HLO_Complex]>;
def HLO_PredIntOrFpTensor : RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>;

// Quantized tensors, only for the ops whose spec inputs allow them
// ("... or per-tensor quantized tensor", "tensor or quantized tensor").
def HLO_QuantizedTensor : RankedTensorOf<[HLO_Quantized]>;
def HLO_TensorOrQuantizedTensor
    : RankedTensorOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex, HLO_Quantized]>;
def HLO_TensorOrPerTensorQuantizedTensor
    : RankedTensorOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex,
                      HLO_PerTensorQuantized]>;
def HLO_FpOrPerTensorQuantizedTensor
    : RankedTensorOf<[HLO_Float, HLO_PerTensorQuantized]>;
def HLO_FpComplexOrPerTensorQuantizedTensor
    : RankedTensorOf<[HLO_Float, HLO_Complex, HLO_PerTensorQuantized]>;
def HLO_IntFpComplexOrPerTensorQuantizedTensor
    : RankedTensorOf<[HLO_Int, HLO_Float, HLO_Complex, HLO_PerTensorQuantized]>;
def HLO_FpOrQuantizedTensor : RankedTensorOf<[HLO_Float, HLO_Quantized]>;
def HLO_ScalarTensorOrPerTensorQuantizedTensor
    : 0DTensorOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex,
                  HLO_PerTensorQuantized]>;

// Buffers (memrefs) are not in the spec; upstream carries them (VHLO's
// buffer_v1) through functions, custom_call, while, tuples and return.
def HLO_Buffer
    : MemRefOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex, HLO_Quantized]>;

// Control flow and tuples carry quantized tensors as any other value.
def HLO_Tuple
    : NestedTupleOf<[HLO_TensorOrQuantizedTensor, HLO_Token, HLO_Buffer]>;
def HLO_TensorOrToken : AnyTypeOf<[HLO_TensorOrQuantizedTensor, HLO_Token]>;
def HLO_TensorOrTokenOrBuffer
    : AnyTypeOf<[HLO_TensorOrQuantizedTensor, HLO_Token, HLO_Buffer]>;
def HLO_TensorOrPerTensorQuantizedTensorOrToken
    : AnyTypeOf<[HLO_TensorOrPerTensorQuantizedTensor, HLO_Token]>;
def HLO_TensorOrTokenOrTuple
    : AnyTypeOf<[HLO_TensorOrQuantizedTensor, HLO_Token, HLO_Tuple]>;
def HLO_TensorOrTokenOrTupleOrBuffer
    : AnyTypeOf<[HLO_TensorOrQuantizedTensor, HLO_Token, HLO_Tuple,
                 HLO_Buffer]>;

def HLO_DimensionValue : AnyTypeOf<[Index, HLO_Int]>;
def HLO_DimensionTensor : 1DTensorOf<[HLO_DimensionValue]>;

// Unranked tensors are allowed only where upstream allows them (custom_call).
// custom_call passes any value through, quantized tensors and futures
// included.
def HLO_AnyTensor
    : TensorOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex, HLO_Quantized]>;
def HLO_AnyTuple : NestedTupleOf<[HLO_AnyTensor, HLO_Token, HLO_Buffer]>;
def HLO_CustomCallValue
    : AnyTypeOf<[HLO_AnyTensor, HLO_Token, HLO_AnyTuple, HLO_Buffer,
                 HLO_Future]>;

//===----------------------------------------------------------------------===//
// Base op class
//===----------------------------------------------------------------------===//

// Checks the quantized element types of an op's operands and results against
// the spec's constraints on quantized types (Quantization.h).
def HLO_QuantizedTypes : NativeOpTrait<"QuantizedTypes"> {
  let cppNamespace = "::hlokit::stablehlo::OpTrait";
}

class StableHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<StableHLO_Dialect, mnemonic, [HLO_QuantizedTypes] # traits>;

// Runs the op's `verifySpecConstraints()` (SpecConstraints.h). Listed before
// InferTypeOpInterface, it reports a wrong result type with the spec
// constraint it violates instead of the interface's generic message.
def HLO_SpecConstraints : NativeOpTrait<"SpecConstraints", [], [{
    ::llvm::LogicalResult verifySpecConstraints();
  }]> {
  let cppNamespace = "::hlokit::stablehlo::OpTrait";
}

#endif // HLOKIT_STABLEHLO_BASE
