/** Test helper: an EnquiryStore in Maps, refusing what Firestore and Storage would refuse. */
import type { Enquiry, EnquiryStore } from '../enquiry-record.ts';

export interface EnquiryStoreContents {
  enquiries: Map<string, Enquiry>;
  files: Map<string, { content: Buffer; contentType: string }>;
}

export function memoryEnquiryStore(world: EnquiryStoreContents): EnquiryStore {
  let nextId = 1;
  return {
    newId: () => `enquiry-${nextId++}`,
    async saveAttachment(path, content, contentType) {
      world.files.set(path, { content, contentType });
    },
    async deleteAttachment(path) {
      world.files.delete(path);
    },
    async readAttachment(path) {
      const file = world.files.get(path);
      if (!file) throw new Error(`No such object: ${path}`);
      return file.content;
    },
    async create(enquiry) {
      if (world.enquiries.has(enquiry.id)) throw new Error(`enquiries/${enquiry.id} already exists`);
      world.enquiries.set(enquiry.id, structuredClone(enquiry));
    },
    async updateMail(id, mail, needsMailResend) {
      const enquiry = world.enquiries.get(id);
      if (!enquiry) throw new Error(`No document to update: enquiries/${id}`);
      world.enquiries.set(id, { ...enquiry, mail: structuredClone(mail), needsMailResend });
    },
    async listNeedingMailResend(createdBefore, limit) {
      return [...world.enquiries.values()]
        .filter((enquiry) => enquiry.needsMailResend && enquiry.createdAt.getTime() <= createdBefore.getTime())
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .slice(0, limit);
    },
  };
}
