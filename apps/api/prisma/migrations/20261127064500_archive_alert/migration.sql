-- AlterEnum
ALTER TYPE "mail_kind" ADD VALUE 'archive-alert';
