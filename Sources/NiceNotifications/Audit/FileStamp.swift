import Foundation

/// What the file system says of one file without reading it, to tell it was replaced or rewritten.
///
/// An atomic write makes a new file, so its file number changes even when its size and date do not.
struct FileStamp: Hashable, Sendable {
  var device: UInt64?
  var fileNumber: UInt64?
  var size: UInt64?
  var modificationDate: Date?

  init?(path: String) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
    device = (attributes[.systemNumber] as? NSNumber)?.uint64Value
    fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
    size = (attributes[.size] as? NSNumber)?.uint64Value
    modificationDate = attributes[.modificationDate] as? Date
  }
}
