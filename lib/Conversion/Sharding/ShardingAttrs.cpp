//===- ShardingAttrs.cpp - the attributes XLA's round trips use -----------===//

#include "ShardingAttrs.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace hlokit::gspmd {

std::optional<GspmdSharding>
parseShardingString(llvm::StringRef text,
                    llvm::function_ref<mlir::InFlightDiagnostic()> emitError) {
  ParseError error;
  std::optional<GspmdSharding> sharding = parseGspmdSharding(text, error);
  if (!sharding)
    emitError() << "invalid " << kXlaShardingAttr << " \"" << text
                << "\": column " << error.column << ": " << error.message;
  return sharding;
}

int64_t rankOf(mlir::Type type) {
  if (auto tensor = mlir::dyn_cast<mlir::RankedTensorType>(type))
    return tensor.getRank();
  return 0;
}

mlir::Attribute
parseAttributeString(llvm::StringRef text, llvm::StringRef what,
                     llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
                     mlir::MLIRContext *context) {
  // The parser reports to the context; keep its message for ours.
  std::string message;
  mlir::Attribute attr;
  {
    mlir::ScopedDiagnosticHandler capture(context,
                                          [&](mlir::Diagnostic &diagnostic) {
                                            if (message.empty())
                                              message = diagnostic.str();
                                            return mlir::success();
                                          });
    size_t numRead = 0;
    attr = mlir::parseAttribute(text, context, mlir::Type(), &numRead);
    if (attr && numRead != text.size()) {
      attr = nullptr;
      message = "unexpected text after the attribute";
    }
  }
  if (!attr)
    emitError() << "cannot parse " << what << " \"" << text
                << "\": " << message;
  return attr;
}

mlir::DictionaryAttr withoutKey(mlir::DictionaryAttr dict,
                                llvm::StringRef key) {
  llvm::SmallVector<mlir::NamedAttribute> kept;
  for (mlir::NamedAttribute entry : dict)
    if (entry.getName() != key)
      kept.push_back(entry);
  return kept.empty() ? mlir::DictionaryAttr()
                      : mlir::DictionaryAttr::get(dict.getContext(), kept);
}

std::string printed(mlir::Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

mlir::DictionaryAttr withString(mlir::DictionaryAttr dict, llvm::StringRef key,
                                llvm::StringRef text,
                                mlir::MLIRContext *context) {
  mlir::NamedAttrList entries(dict);
  entries.set(key, mlir::StringAttr::get(context, text));
  return entries.getDictionary(context);
}

void setFrontendString(mlir::Operation *op, llvm::StringRef key,
                       llvm::StringRef text) {
  op->setAttr(kFrontendAttributesAttr,
              withString(op->getAttrOfType<mlir::DictionaryAttr>(
                             kFrontendAttributesAttr),
                         key, text, op->getContext()));
}

std::optional<llvm::SmallVector<int64_t>>
parseUnspecifiedDims(llvm::StringRef text) {
  if (!text.consume_front("unspecified_dims=[") || !text.consume_back("]"))
    return std::nullopt;
  llvm::SmallVector<int64_t> dims;
  if (text.empty())
    return dims;
  llvm::SmallVector<llvm::StringRef> parts;
  text.split(parts, ',');
  for (llvm::StringRef part : parts) {
    int64_t dim;
    if (part.trim().getAsInteger(10, dim) || dim < 0)
      return std::nullopt;
    dims.push_back(dim);
  }
  return dims;
}

std::string printUnspecifiedDims(llvm::ArrayRef<int64_t> dims) {
  std::string text = "unspecified_dims=[";
  llvm::raw_string_ostream os(text);
  llvm::interleave(dims, os, ",");
  os << "]";
  return text;
}

} // namespace hlokit::gspmd
