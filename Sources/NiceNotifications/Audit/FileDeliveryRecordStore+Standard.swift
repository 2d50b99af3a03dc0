import Foundation

extension FileDeliveryRecordStore {
  static let standardRelativePath = "NiceNotifications/DeliveryRecord.json"

  /// The store ``LocalNotifications/system(_:permissionStore:policy:handledStore:deliveryRecordStore:)``
  /// keeps the record in unless given another: `try await FileDeliveryRecordStore.standard.deliveryRecord()`.
  ///
  /// Where Application Support cannot be determined, every call throws
  /// ``DeliveryRecordStoreError/ioFailure(path:reason:)`` saying so.
  public static let standard = standardStore(
    applicationSupport: FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
  )

  static func standardStore(applicationSupport: URL?) -> FileDeliveryRecordStore {
    guard let applicationSupport, applicationSupport.isFileURL else {
      return FileDeliveryRecordStore(
        unlocatable: standardRelativePath, path: "<Application Support>/\(standardRelativePath)",
        reason: "the app's Application Support directory could not be determined")
    }
    return FileDeliveryRecordStore(fileURL: applicationSupport.appendingPathComponent(standardRelativePath))
  }
}
