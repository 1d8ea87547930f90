//===- ControlFlowOps.td - region terminator, control flow, tuples -*- tablegen -*-===//
//
// `return` (the terminator of every stablehlo region), the structured control
// flow ops (`if`, `case`, `while`), `optimization_barrier`, `custom_call`, and
// the tuple ops. Printed forms follow upstream StableHLO.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_CONTROLFLOW_OPS
#define HLOKIT_STABLEHLO_CONTROLFLOW_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

//===----------------------------------------------------------------------===//
// return (not in the spec: the terminator of stablehlo regions)
//===----------------------------------------------------------------------===//

def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "return (terminator of the regions of stablehlo ops)";
  let description = [{
    Ends a region of a stablehlo op (the bodies of `reduce`, `sort`, `while`,
    `if`, `case`, `scatter`, ...) and yields `results` to that op; each op
    checks the yielded types against its own signature. Like upstream, the op
    has no parent restriction (upstream's own tests end functions with it),
    although functions normally use `func.return`.

    ```mlir
    stablehlo.return %0, %1 : tensor<f32>, tensor<i32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTupleOrBuffer>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

//===----------------------------------------------------------------------===//
// if (spec: if)
//===----------------------------------------------------------------------===//

// Ops whose regions end in `stablehlo.return`. Their result types follow
// from the regions' signatures, which are checked in `verifyRegions` (after
// the nested ops) by the free `verifyXxxOp` functions, so that every mismatch
// is reported with its spec label. They deliberately do not implement
// InferTypeOpInterface: its generic verifier would report the result-type
// constraint first and without the label, and inference at build time is of
// no use while the regions are still empty.
class StableHLO_RegionOp<string mnemonic, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, traits # [
        RecursiveMemoryEffects,
        SingleBlockImplicitTerminator<"ReturnOp">]> {
  let hasRegionVerifier = 1;
}

def StableHLO_IfOp : StableHLO_RegionOp<"if"> {
  let summary = "if (spec: if)";
  let description = [{
    Runs exactly one of `true_branch` and `false_branch`, chosen by the 0-d
    `pred`, and produces that branch's results. Upstream has no pretty form;
    the op prints generically:

    ```mlir
    %r = "stablehlo.if"(%pred) ({
      stablehlo.return %a : tensor<f32>
    }, {
      stablehlo.return %b : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    ```
  }];
  let arguments = (ins HLO_PredTensor:$pred /*if_i1*/);
  let regions = (region SizedRegion<1>:$true_branch /*if_i2*/,
                        SizedRegion<1>:$false_branch /*if_i3*/);
  let results = (outs Variadic<HLO_TensorOrToken>);
}

//===----------------------------------------------------------------------===//
// case (spec: case)
//===----------------------------------------------------------------------===//

def StableHLO_CaseOp : StableHLO_RegionOp<"case"> {
  let summary = "case (spec: case)";
  let description = [{
    Runs exactly one of `branches`, chosen by the 0-d `index` (out-of-range
    values select the last branch), and produces that branch's results.
    Upstream has no pretty form:

    ```mlir
    %r0, %r1 = "stablehlo.case"(%index) ({
      stablehlo.return %a, %a : tensor<2xi64>, tensor<2xi64>
    }, {
      stablehlo.return %b, %b : tensor<2xi64>, tensor<2xi64>
    }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
    ```
  }];
  let arguments = (ins I32Tensor:$index /*case_i1*/);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches /*case_i2*/);
  let results = (outs Variadic<HLO_TensorOrToken>);
}

//===----------------------------------------------------------------------===//
// while (spec: while)
//===----------------------------------------------------------------------===//

def StableHLO_WhileOp : StableHLO_RegionOp<"while", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>]> {
  let summary = "while (spec: while)";
  let description = [{
    Runs `body` while `cond` yields true, threading the values of `operand`
    through the iterations, and produces the final values. Both regions take
    the loop-carried values as arguments, which print as `%iterArg`:

    ```mlir
    %0:2 = stablehlo.while(%iterArg = %i, %iterArg_0 = %sum) : tensor<i64>, tensor<f32>
     cond {
      ...
      stablehlo.return %p : tensor<i1>
     } do {
      ...
      stablehlo.return %iterArg, %iterArg_0 : tensor<i64>, tensor<f32>
     }
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrBuffer>:$operand /*while_i1*/);
  let regions = (region SizedRegion<1>:$cond /*while_i2*/,
                        SizedRegion<1>:$body /*while_i3*/);
  let results = (outs Variadic<HLO_TensorOrTokenOrBuffer>);
  let hasCustomAssemblyFormat = 1;
  let builders = [
    // The results have the operands' types (while_c3); the regions are left
    // empty for the caller to fill.
    OpBuilder<(ins "::mlir::ValueRange":$operand)>];
}

//===----------------------------------------------------------------------===//
// optimization_barrier (spec: optimization_barrier)
//===----------------------------------------------------------------------===//

// Ops whose result types are inferred from the operands; a declared type
// only needs to be compatible with the inferred one. The labelled checks of
// `verify()` run before the interface's generic one.
class StableHLO_InferringOp<string mnemonic, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, traits # [
        Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatibleForHloTypeInference(l, r);
    }
  }];
}

def StableHLO_OptimizationBarrierOp
    : StableHLO_InferringOp<"optimization_barrier"> {
  let summary = "optimization_barrier (spec: optimization_barrier)";
  let description = [{
    Returns `operand` unchanged while keeping the compiler from moving
    computations across it.

    ```mlir
    %r0, %r1 = stablehlo.optimization_barrier %a, %b : tensor<f32>, tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrPerTensorQuantizedTensorOrToken>:$operand);
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensorOrToken>:$result);
  // Without operands the op prints `()`, so that a following line is not
  // read as its operand list.
  let assemblyFormat = [{
    attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand), type($result))):(`(` `)`)?
  }];
}

//===----------------------------------------------------------------------===//
// custom_call (spec: custom_call)
//===----------------------------------------------------------------------===//

// Lists of indices inside attributes, printed `[0, 1]`.
def HLO_BracketedIndices : ArrayRefParameter<"int64_t", "indices"> {
  let parser = "::hlokit::stablehlo::parseBracketedIndices($_parser)";
  let printer = "::hlokit::stablehlo::printBracketedIndices($_printer, $_self)";
}

def StableHLO_OutputOperandAlias
    : AttrDef<StableHLO_Dialect, "OutputOperandAlias"> {
  let mnemonic = "output_operand_alias";
  let summary = "a custom_call result (part) that aliases an operand (part)";
  let description = [{
    The result at `output_tuple_indices` (within the results, or within the
    single tuple result) aliases the operand `operand_index` at
    `operand_tuple_indices`:
    `#stablehlo.output_operand_alias<output_tuple_indices = [0],
    operand_index = 0, operand_tuple_indices = []>`.
  }];
  let parameters = (ins HLO_BracketedIndices:$output_tuple_indices,
                        "int64_t":$operand_index,
                        HLO_BracketedIndices:$operand_tuple_indices);
  let assemblyFormat = "`<` struct(params) `>`";
}

def HLO_ArrayOfLayoutAttr : TypedArrayAttrBase<IndexElementsAttr,
    "array of index elements (layouts, minor-to-major)">;
def HLO_FlatSymbolRefArrayAttr : TypedArrayAttrBase<FlatSymbolRefAttr,
    "flat symbol ref array attribute"> {
  let constBuilderCall = "::mlir::ArrayAttr::get($_builder.getContext(), $0)";
}

def StableHLO_CustomCallOp : StableHLO_Op<"custom_call", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "custom_call (spec: custom_call)";
  let description = [{
    Calls the implementation-defined `call_target_name` on `inputs`. The
    other attributes are metadata for the implementation.

    ```mlir
    %r = stablehlo.custom_call @foo(%x) {api_version = 2 : i32, backend_config = "cfg"} : (tensor<f32>) -> tensor<f32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_CustomCallValue>:$inputs,
    StrAttr:$call_target_name,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
    OptionalAttr<AnyAttrOf<[StrAttr, DictionaryAttr]>>:$backend_config,
    DefaultValuedOptionalAttr<StableHLO_CustomCallApiVersion,
        "::hlokit::stablehlo::CustomCallApiVersion::API_VERSION_ORIGINAL">:
        $api_version,
    DefaultValuedOptionalAttr<HLO_FlatSymbolRefArrayAttr, "{}">:$called_computations,
    OptionalAttr<HLO_ArrayOfLayoutAttr>:$operand_layouts,
    OptionalAttr<HLO_ArrayOfLayoutAttr>:$result_layouts,
    // Not in the spec: upstream's (1.18.0) TPU tilings of each result, kept
    // and written, not acted on.
    OptionalAttr<TypedArrayAttrBase<HLO_ArrayOfLayoutAttr,
        "array of tilings (arrays of 1-D index tensors)">>:$result_tilings,
    DefaultValuedOptionalAttr<
        TypedArrayAttrBase<StableHLO_OutputOperandAlias,
                           "array of output_operand_alias">,
        "{}">:$output_operand_aliases
  );
  let results = (outs Variadic<HLO_CustomCallValue>);
  let hasVerifier = 1;
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// tuple, get_tuple_element (spec: tuple, get_tuple_element)
//===----------------------------------------------------------------------===//

def StableHLO_TupleOp : StableHLO_InferringOp<"tuple"> {
  let summary = "tuple (spec: tuple)";
  let description = [{
    Produces a tuple of the values `val`.

    ```mlir
    %t = stablehlo.tuple %a, %b : tuple<tensor<2xf32>, tuple<tensor<i32>>>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTupleOrBuffer>:$val);
  let results = (outs HLO_Tuple:$result);
  let assemblyFormat = [{
    $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
}

def StableHLO_GetTupleElementOp : StableHLO_InferringOp<"get_tuple_element"> {
  let summary = "get_tuple_element (spec: get_tuple_element)";
  let description = [{
    Extracts the element at `index` of the tuple `operand`.

    ```mlir
    %e = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_Tuple:$operand, I32Attr:$index);
  let results = (outs HLO_TensorOrTokenOrTupleOrBuffer);
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
}

#endif // HLOKIT_STABLEHLO_CONTROLFLOW_OPS
