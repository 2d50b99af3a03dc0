/// Why a ``DeliveryRecordStore`` could not read or keep the record:
/// `catch DeliveryRecordStoreError.corruptFile { try await store.resetCorruptFile() }`.
public enum DeliveryRecordStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is not a valid record document.
  case corruptFile(path: String, reason: String)
  /// The file has a format version this code does not know (a newer app's).
  case unsupportedVersion(path: String, version: Int)
  /// Reading, writing or moving the file failed at the file-system level.
  case ioFailure(path: String, reason: String)

  /// A sentence that names the file and what is wrong with it.
  public var description: String {
    switch self {
    case let .corruptFile(path, reason): "\(path) is not a valid delivery record: \(reason)"
    case let .unsupportedVersion(path, version):
      "\(path) is in delivery-record format version \(version); this code reads version "
        + "\(FileDeliveryRecordStore.formatVersion)"
    case let .ioFailure(path, reason): "could not access \(path): \(reason)"
    }
  }
}
