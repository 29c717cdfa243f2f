/**
 * Rest layer error handling.
 */
package org.reactivebench.jhipster.mongoreactive.web.rest.errors;
