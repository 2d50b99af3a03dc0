import Foundation

extension FileDeliveryRecordStore {
  /// Where ``standard`` keeps the record, under the app's Application Support directory.
  static let standardRelativePath = "NiceNotifications/DeliveryRecord.json"

  /// The store ``LocalNotifications/system(_:permissionStore:policy:handledStore:deliveryRecordStore:)``
  /// keeps the record in unless given another: `FileDeliveryRecordStore.standard.deliveryRecord()`.
  ///
  /// It is `<Application Support>/NiceNotifications/DeliveryRecord.json` (`$XDG_DATA_HOME` or
  /// `~/.local/share` on Linux), one instance per process so every front door shares one actor
  /// over the file. Where the directory cannot be determined, every call throws
  /// ``DeliveryRecordStoreError/ioFailure(path:reason:)`` saying so.
  public static let standard = standardStore(
    applicationSupport: FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
  )

  /// The standard store over `applicationSupport`, or one that throws at every call when it is `nil`.
  static func standardStore(applicationSupport: URL?) -> FileDeliveryRecordStore {
    guard let applicationSupport, applicationSupport.isFileURL else {
      return FileDeliveryRecordStore(
        unlocatable: standardRelativePath, path: "<Application Support>/\(standardRelativePath)",
        reason: "the app's Application Support directory could not be determined")
    }
    return FileDeliveryRecordStore(fileURL: applicationSupport.appendingPathComponent(standardRelativePath))
  }
}
