//===- IndexingMapParser.h - read XLA's indexing map text -------*- C++ -*-===//
//
// Parses the format IndexingMapPrinter.h describes (variable names are free,
// as long as the domain lists them in order). Expressions are rebuilt exactly
// as printed (no simplification), so print(parse(text)) == text for printed
// maps. Used by tests.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_ANALYSIS_INDEXING_INDEXINGMAPPARSER_H
#define HLOKIT_ANALYSIS_INDEXING_INDEXINGMAPPARSER_H

#include "hlokit/Analysis/Indexing/IndexingMap.h"

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace hlokit::indexing {

/// Returns nullopt (and reports to `errorMessage` if given) on malformed text.
/// `UNDEFINED` parses to the undefined map.
std::optional<IndexingMap>
parseIndexingMap(llvm::StringRef text, mlir::MLIRContext *context,
                 std::string *errorMessage = nullptr);

} // namespace hlokit::indexing

#endif // HLOKIT_ANALYSIS_INDEXING_INDEXINGMAPPARSER_H
